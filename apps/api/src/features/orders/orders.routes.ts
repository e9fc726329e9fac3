import { ATTACHMENT_FOLDER, ATTACHMENT_MAX_BYTES, endpoints } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { acceptUploads, readUpload } from '../../lib/http/upload';
import { safeFileName } from '../../lib/storage/storage-keys';
import { attachmentType } from './attachment-type';
import { toOrder } from './orders.mappers';
import { placeBlueprintOrder } from './orders.service';
import { orders } from './orders.tables';

/** Ordering Blueprints and listing an account's orders (active accounts only). */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  await acceptUploads(app, ATTACHMENT_MAX_BYTES);

  route(app, endpoints.listOrders, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => {
      const rows = await db.select().from(orders).where(eq(orders.accountId, params.accountId)).orderBy(desc(orders.orderedAt));
      return rows.map(toOrder);
    },
  });

  route(app, endpoints.orderBlueprint, {
    owner: { self: "orders only for the caller and the caller's account (the service refuses any other)" },
    handler: async ({ caller, body }) => placeBlueprintOrder(db, caller, body),
  });

  /** The optional order attachment, stored under blueprint-uploads/{accountId}/. */
  route(app, endpoints.uploadAttachment, {
    owner: { self: "stores the file under the caller's own account" },
    handler: async ({ caller, request }) => {
      const { filename, bytes } = await readUpload(request, {
        missing: 'Choose a file to attach.',
        tooLarge: `Attachments can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
      });
      const type = attachmentType(filename, bytes);
      if (!type) throw new AppError('UNPROCESSABLE', 'Attach a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file.');
      const key = `${ATTACHMENT_FOLDER}/${caller.user.accountId}/${crypto.randomUUID()}-${safeFileName(filename)}`;
      await app.storage.put(key, bytes, type);
      return { attachment: key, name: filename };
    },
  });
};
