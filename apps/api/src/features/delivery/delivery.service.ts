import { BLUEPRINT_DOCUMENT_VERSION, BLUEPRINT_SECTIONS, type BlueprintDocument, type deliverBodySchema } from '@persona/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { StorageError } from '../../lib/storage';
import { users } from '../accounts/accounts.schema';
import { portraitKey } from '../avatars/avatar-links';
import { avatars, blueprints } from '../avatars/avatars.schema';
import { orders } from '../orders/orders.schema';
import { deliveryMail } from './delivery-mail';

type Body = z.output<typeof deliverBodySchema>;

/** The written sections, in the Blueprint's order, as versioned JSON (or null when an address is given). */
export function toDocument(sections: Body['sections']): BlueprintDocument | null {
  const written = BLUEPRINT_SECTIONS.filter((s) => (sections[s.key] ?? '').trim() !== '');
  if (written.length === 0) return null;
  return { version: BLUEPRINT_DOCUMENT_VERSION, sections: written.map((s) => ({ key: s.key, title: s.title, markdown: sections[s.key]!.trim() })) };
}

async function assertPortraitExists(app: FastifyInstance, img: string) {
  if (img === '') return;
  try {
    await app.storage.get(portraitKey(img));
  } catch (error) {
    if (error instanceof StorageError) throw new AppError('BAD_REQUEST', 'The portrait was not found. Upload it again.');
    throw error;
  }
}

/**
 * Delivers an open order in one transaction: the Blueprint, the Avatar (owned by the ordering account and
 * user), and the order's docId (the avatar's id, which the Orders link opens), delivered time and status.
 */
export async function deliverOrder(app: FastifyInstance, orderId: string, body: Body) {
  await assertPortraitExists(app, body.img);
  const delivered = await app.database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
    if (order.docId) throw new AppError('CONFLICT', 'This order has already been delivered.');
    const document = toDocument(body.sections);
    const [blueprint] = await tx.insert(blueprints).values({ accountId: order.accountId, document, externalUrl: document ? null : body.externalUrl }).returning();
    const [avatar] = await tx
      .insert(avatars)
      .values({
        accountId: order.accountId,
        userId: order.userId,
        orderId: order.id,
        docId: blueprint!.id,
        companyId: order.companyId,
        campaignId: order.campaignId,
        companyName: order.companyName,
        campaignName: order.campaignName,
        name: body.name,
        age: body.age,
        gender: body.gender,
        occupation: body.occupation,
        img: body.img,
      })
      .returning();
    await tx.update(orders).set({ docId: avatar!.id, deliveredAt: new Date(), status: 'complete' }).where(and(eq(orders.id, order.id), isNull(orders.docId)));
    return { order, avatar: avatar! };
  });
  await notifyOrderer(app, delivered.order, delivered.avatar.id);
  return delivered.avatar;
}

/** The mail goes out after the commit; a failure is logged and does not undo the delivery. */
async function notifyOrderer(app: FastifyInstance, order: typeof orders.$inferSelect, avatarId: string) {
  if (!order.userId) return;
  const [user] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  try {
    await app.mailer.send(deliveryMail(user.email, { company: order.companyName, campaign: order.campaignName }, `${app.config.appUrl}/avatarDetail/${avatarId}`));
  } catch (err) {
    app.log.error({ err, orderId: order.id }, 'delivery mail failed');
  }
}
