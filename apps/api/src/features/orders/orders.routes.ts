import { ATTACHMENT_FOLDER, ATTACHMENT_MAX_BYTES, endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { retryAfterHeader, takeOrRefuse, uploadLimitMessage } from '../../lib/rate-limiter';
import { acceptUploads, readUpload } from '../../lib/http/upload';
import { safeFileName } from '../../lib/storage/storage-keys';
import { orderAttachmentText } from './attachment-text';
import { attachmentType } from './attachment-type';
import { countProcessingOrders, listOrderPage, listOrders } from './orders.queries';
import { placeBlueprintOrder } from './orders.service';
import { sweepUnusedUploads, UPLOAD_SWEEP_JOB } from './upload-sweep';
import { forgetUpload, recordUpload } from './uploads.service';

const ORDER_FOR_YOURSELF = 'You can only order for yourself and your own account.';

/** Ordering Blueprints and listing an account's orders (active accounts only). */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  await acceptUploads(app, ATTACHMENT_MAX_BYTES);
  const attachments = app.limits.limiter({ name: 'order-attachments', points: app.config.ORDER_ATTACHMENT_UPLOADS_PER_HOUR, windowMs: 3_600_000 });
  retryAfterHeader(app);

  // Uploads no order took are removed after UNUSED_UPLOAD_MAX_AGE_MS (every UPLOAD_SWEEP_INTERVAL_MS, by one process).
  const sweep = { db, storage: app.storage, log: app.log, maxAgeMs: app.config.UNUSED_UPLOAD_MAX_AGE_MS };
  app.jobs.every(UPLOAD_SWEEP_JOB, app.config.UPLOAD_SWEEP_INTERVAL_MS, (_data, job) => sweepUnusedUploads(sweep, new Date(), job.stopping));

  route(app, endpoints.listOrders, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => listOrders(db, params.accountId),
  });

  route(app, endpoints.listOrderPage, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params, query }) => listOrderPage(db, params.accountId, query),
  });

  route(app, endpoints.countProcessingOrders, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => countProcessingOrders(db, params.accountId),
  });

  route(app, endpoints.orderBlueprint, {
    owner: [
      { account: ({ body }) => body.user.accountId, mode: 'write', refused: ORDER_FOR_YOURSELF },
      { identity: ({ body }) => ({ userId: body.user.userId }), refused: ORDER_FOR_YOURSELF },
    ],
    keepsIdentity: 'an order changes the credits, the ledger and the orders; identities hold none of them that a check reads',
    handler: async ({ caller, body }) => placeBlueprintOrder(db, caller, body),
  });

  /** The optional order attachment, stored under blueprint-uploads/{accountId}/. */
  route(app, endpoints.uploadAttachment, {
    owner: { self: "stores the file under the caller's own account" },
    handler: async ({ caller, request }) => {
      // Counted before the file is read: a refused file costs its reading too.
      await takeOrRefuse(attachments, caller.user.id, uploadLimitMessage(attachments.points));
      const { filename, bytes } = await readUpload(request, {
        missing: 'Choose a file to attach.',
        tooLarge: `Attachments can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
      });
      const type = attachmentType(filename, bytes);
      if (!type) throw new AppError('UNPROCESSABLE', 'Attach a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file.');
      const text = await orderAttachmentText(app.documents, filename, bytes);
      const accountId = caller.user.accountId;
      const key = `${ATTACHMENT_FOLDER}/${accountId}/${crypto.randomUUID()}-${safeFileName(filename)}`;
      // Recorded first, so the quota counts it at once; a failed store takes the record back.
      await recordUpload(db, { accountId, key, size: bytes.byteLength, text }, app.config.STORAGE_QUOTA_BYTES_PER_ACCOUNT);
      try {
        await app.storage.put(key, bytes, type);
      } catch (error) {
        await forgetUpload(db, accountId, key).catch((err: unknown) => request.log.warn({ err, key }, 'could not forget a failed upload (the sweep removes it)'));
        throw error;
      }
      return { attachment: key, name: filename };
    },
  });
};
