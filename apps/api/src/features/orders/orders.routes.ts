import multipart from '@fastify/multipart';
import { accountIdPathSchema, ATTACHMENT_FOLDER, ATTACHMENT_MAX_BYTES, attachmentUploadResponseSchema, blueprintOrderBodySchema, orderSchema } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { assertAccountAccess, memberOf, requireActive } from '../../lib/guards';
import { safeFileName } from '../../lib/storage/storage-keys';
import { attachmentType } from './attachment-type';
import { toOrder } from './orders.mappers';
import { orders } from './orders.schema';
import { placeBlueprintOrder } from './orders.service';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** /api/orders: ordering Blueprints and listing an account's orders (active accounts only). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', requireActive);
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0 } });

  app.get('/orders/account/:accountId', { schema: { tags, security, params: accountIdPathSchema, response: { 200: z.array(orderSchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.accountId);
    const rows = await db.select().from(orders).where(eq(orders.accountId, request.params.accountId)).orderBy(desc(orders.orderedAt));
    return rows.map(toOrder);
  });

  app.post('/orders/blueprint', { schema: { tags, security, body: blueprintOrderBodySchema, response: { 201: orderSchema } } }, async (request, reply) =>
    reply.status(201).send(await placeBlueprintOrder(db, memberOf(request), request.body)),
  );

  /** The optional order attachment (multipart, field "file"), stored under blueprint-uploads/{accountId}/. */
  app.post('/orders/attachments', { schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: attachmentUploadResponseSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data.');
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', 'Choose a file to attach.');
    const bytes = await file.toBuffer().catch(() => {
      throw new AppError('PAYLOAD_TOO_LARGE', `Attachments can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`);
    });
    const type = attachmentType(file.filename, bytes);
    if (!type) throw new AppError('UNPROCESSABLE', 'Attach a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file.');
    const key = `${ATTACHMENT_FOLDER}/${memberOf(request).user.accountId}/${crypto.randomUUID()}-${safeFileName(file.filename)}`;
    await app.storage.put(key, bytes, type);
    return reply.status(201).send({ attachment: key, name: file.filename });
  });
};
