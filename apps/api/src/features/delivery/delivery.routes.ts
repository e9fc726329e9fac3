import multipart from '@fastify/multipart';
import { blueprintPreviewBodySchema, blueprintPreviewResponseSchema, deliverBodySchema, idParamsSchema, libraryAvatarSchema, openOrderSchema, orderSchema, orderStatusBodySchema, PORTRAIT_MAX_BYTES, PORTRAIT_MESSAGES, portraitUploadResponseSchema } from '@persona/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { requireAdmin } from '../../lib/guards';
import { accounts, users } from '../accounts/accounts.schema';
import { avatarLinks, portraitKey } from '../avatars/avatar-links';
import { markdownToSafeHtml } from '../blueprints/render-blueprint';
import { toLibraryAvatar } from '../avatars/avatars.mappers';
import { findAvatar } from '../avatars/avatars.queries';
import { toOrder } from '../orders/orders.mappers';
import { orders } from '../orders/orders.schema';
import { deliverOrder } from './delivery.service';

const tags = ['delivery'];
const security = [{ bearer: [] }];

/** /api/admin/orders and portraits: site admins deliver ordered Blueprints. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', requireAdmin);
  await app.register(multipart, { limits: { fileSize: PORTRAIT_MAX_BYTES, files: 1, fields: 0 } });

  app.get('/admin/orders/open', { schema: { tags, security, response: { 200: z.array(openOrderSchema) } } }, async () => {
    const rows = await db
      .select({ order: orders, accountName: accounts.name, orderedBy: users.email })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(isNull(orders.docId))
      .orderBy(asc(orders.orderedAt));
    return rows.map(({ order, accountName, orderedBy }) => ({
      ...toOrder(order),
      accountId: order.accountId,
      accountName,
      orderedBy: orderedBy ?? '',
      product: order.product,
      context: order.context,
      attachment: order.attachment,
    }));
  });

  app.patch('/admin/orders/:id/status', { schema: { tags, security, params: idParamsSchema, body: orderStatusBodySchema, response: { 200: orderSchema } } }, async (request) => {
    const [row] = await db.update(orders).set({ status: request.body.status }).where(and(eq(orders.id, request.params.id), isNull(orders.docId))).returning();
    if (!row) throw new AppError('NOT_FOUND', 'This open order does not exist.');
    return toOrder(row);
  });

  app.post('/admin/portraits', { schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: portraitUploadResponseSchema } } }, async (request, reply) => {
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file) throw new AppError('BAD_REQUEST', 'Choose a JPEG portrait to upload.');
    const bytes = await file.toBuffer().catch(() => {
      throw new AppError('PAYLOAD_TOO_LARGE', PORTRAIT_MESSAGES.tooLarge);
    });
    if (!(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) throw new AppError('UNPROCESSABLE', PORTRAIT_MESSAGES.notJpeg);
    const img = crypto.randomUUID();
    await app.storage.put(portraitKey(img), bytes, 'image/jpeg');
    return reply.status(201).send({ img });
  });

  app.post('/admin/orders/:id/deliver', { schema: { tags, security, params: idParamsSchema, body: deliverBodySchema, response: { 201: libraryAvatarSchema } } }, async (request, reply) => {
    const avatar = await deliverOrder(app, request.params.id, request.body);
    return reply.status(201).send(await toLibraryAvatar((await findAvatar(db, avatar.id))!, avatarLinks(app)));
  });

  // Rendered by the document page's own function, so the form's preview is what the customer will read.
  app.post('/admin/blueprints/preview', { schema: { tags, security, body: blueprintPreviewBodySchema, response: { 200: blueprintPreviewResponseSchema } } }, async (request) => ({
    html: markdownToSafeHtml(request.body.markdown),
  }));
};
