import { ATTACHMENT_FOLDER, signedUrlQuerySchema, signedUrlResponseSchema } from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { canUseAccount, requireActive } from '../../lib/guards';
import { FILES_ROUTE } from '../../lib/storage/local-driver';
import { verifySignedPath } from '../../lib/url-signing';
import { StorageError } from '../../lib/storage/storage-errors';
import { resolveAuthSecret } from '../auth/auth-secret';
import type { FastifyRequest } from 'fastify';

export const DOWNLOAD_TTL_SECONDS = 300;

/** Who may read a stored object: order attachments belong to the ordering account (and site admins). */
function canReadKey(request: FastifyRequest, key: string): boolean {
  const [folder, accountId] = key.split('/');
  return folder === ATTACHMENT_FOLDER && !!accountId && canUseAccount(request, accountId);
}

/** Short-lived signed download addresses, and (local driver) the downloads themselves. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = resolveAuthSecret(app.config);

  app.get('/files/signed-url', { onRequest: requireActive, schema: { tags: ['files'], security: [{ bearer: [] }], querystring: signedUrlQuerySchema, response: { 200: signedUrlResponseSchema } } }, async (request) => {
    if (!canReadKey(request, request.query.key)) throw new AppError('NOT_FOUND', 'This file does not exist.');
    return { url: await app.storage.signedUrl(request.query.key, DOWNLOAD_TTL_SECONDS) };
  });

  // No session: the signature in the address is the proof (it expires after DOWNLOAD_TTL_SECONDS).
  app.get('/files/*', { schema: { hide: true, querystring: z.object({ expires: z.coerce.number(), signature: z.string() }) } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!verifySignedPath(secret, `${FILES_ROUTE}/${key}`, request.query.expires, request.query.signature)) {
      throw new AppError('FORBIDDEN', 'This download link is not valid or has expired.');
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
      if (error instanceof StorageError) throw new AppError('NOT_FOUND', 'This file does not exist.');
      throw error;
    }
  });
};
