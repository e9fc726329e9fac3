import { ACCOUNT_DATA_TEXTS, endpointPath, endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { resolveAuthSecret } from '../../lib/app-secret';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { signPath, verifySignedPath, windowExpiry } from '../../lib/url-signing';
import { endSubscriptionsAtProvider } from '../payments';
import { closeAccount, restoreAccount } from './account-closure';
import { listClosedAccounts } from './account-data.queries';
import { ACCOUNT_PURGE_JOB, purgeDueAccounts } from './account-purge';
import { exportDownloader } from './export-download';

/** How long an export's address works at least (at most twice that): long enough to click, too short to share. */
export const EXPORT_LINK_TTL_SECONDS = 300;

/**
 * The account's data: its owner downloads it as one archive and closes the account; site admins restore a closed
 * account within its grace; a periodic job purges those whose grace has passed.
 */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const secret = resolveAuthSecret(app.config);
  const download = exportDownloader({ db, storage: app.storage, log: app.log });

  app.jobs.every(ACCOUNT_PURGE_JOB, app.config.ACCOUNT_PURGE_INTERVAL_MS, (_data, job) => purgeDueAccounts({ db, storage: app.storage, log: app.log }, new Date(), job.stopping));

  // The address names the account and its owner and is signed for a few minutes; the download checks the
  // signature, then that the user still owns the account and that it is open (a link outlives neither).
  route(app, endpoints.exportAccountData, {
    owner: { account: ({ params }) => params.id, mode: 'write' },
    keepsIdentity: 'signing an address changes nobody’s identity',
    handler: async ({ caller, params }) => {
      const path = endpointPath(endpoints.downloadAccountExport, { id: params.id, userId: caller.user.id });
      const now = Date.now();
      return { url: signPath(secret, path, EXPORT_LINK_TTL_SECONDS, now), expiresAt: new Date(windowExpiry(EXPORT_LINK_TTL_SECONDS, now) * 1000).toISOString() };
    },
  });

  route(app, endpoints.downloadAccountExport, {
    handler: async ({ params, query, reply }) => {
      const path = endpointPath(endpoints.downloadAccountExport, params);
      if (!verifySignedPath(secret, path, query.expires, query.signature)) throw new AppError('LINK_INVALID', ACCOUNT_DATA_TEXTS.linkInvalid);
      // yazl loads with the first download.
      const { ZipFile } = await import('yazl');
      const zip = new ZipFile();
      const name = await download.start(params.id, params.userId, zip, reply);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(zip.outputStream);
    },
  });

  route(app, endpoints.closeAccount, {
    owner: { account: ({ params }) => params.id, mode: 'write' },
    handler: async ({ caller, params, body }) => {
      const { closure, ended } = await closeAccount(db, caller, params.id, body.name);
      await app.identityCache.clear({ accountId: params.id });
      await endSubscriptionsAtProvider(app.config, app.log, ended);
      return closure;
    },
  });

  route(app, endpoints.listClosedAccounts, { handler: async () => listClosedAccounts(db) });

  route(app, endpoints.restoreAccount, {
    handler: async ({ caller, params, reply }) => {
      await restoreAccount(db, caller, params.id);
      await app.identityCache.clear({ accountId: params.id });
      return reply.status(204).send();
    },
  });
};
