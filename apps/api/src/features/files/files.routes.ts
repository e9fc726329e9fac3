import { ATTACHMENT_FOLDER, endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { canUseAccount } from '../../lib/http/access';
import type { Member } from '../../lib/http/caller';
import { route } from '../../lib/http/route';
import { normaliseStorageKey } from '../../lib/storage/key-normalise';
import { FILES_ROUTE } from '../../lib/storage/local-driver';
import { StorageError } from '../../lib/storage/storage-errors';
import { resolveAuthSecret } from '../../lib/app-secret';
import { verifySignedPath } from '../../lib/url-signing';

export const DOWNLOAD_TTL_SECONDS = 300;
const FILE_NOT_FOUND = 'This file does not exist.';

/** Who may read a stored object: order attachments belong to the ordering account (and site admins). */
function canReadKey(member: Member, key: string): boolean {
  // Only a key in its one canonical form: "blueprint-uploads/<mine>/../<other>/file" is not read as mine.
  if (normaliseStorageKey(key) !== key) return false;
  const [folder, accountId] = key.split('/');
  return folder === ATTACHMENT_FOLDER && !!accountId && canUseAccount(member, accountId, 'read');
}

/** Short-lived signed download addresses, and (local driver) the downloads themselves. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  const secret = resolveAuthSecret(app.config);

  route(app, endpoints.signFileUrl, {
    owner: { self: "signs only files of the caller's account (any account's for site admins)" },
    handler: async ({ caller, query }) => {
      if (!canReadKey(caller, query.key)) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
      return { url: await app.storage.signedUrl(query.key, DOWNLOAD_TTL_SECONDS) };
    },
  });

  // No session: the signature in the address is the proof (it expires after DOWNLOAD_TTL_SECONDS).
  route(app, endpoints.downloadFile, {
    handler: async ({ params, reply, query }) => {
      const key = params['*'];
      if (!verifySignedPath(secret, `${FILES_ROUTE}/${key}`, query.expires, query.signature)) {
        throw new AppError('LINK_INVALID', 'This download link is not valid or has expired.');
      }
      try {
        const object = await app.storage.get(key);
        const inline = object.contentType.startsWith('image/');
        return reply
          .header('content-type', object.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', inline ? 'inline' : `attachment; filename="${key.split('/').pop()}"`)
          .send(object.data);
      } catch (error) {
        // A failing store answers as one (503, lib/error-handler.ts), not as a file that does not exist.
        if (error instanceof StorageError && (error.kind === 'object-not-found' || error.kind === 'invalid-address')) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
        throw error;
      }
    },
  });
};
