import { createHash } from 'node:crypto';
import type { blueprintOrderBodySchema } from '@persona/shared';
import { BLUEPRINT_DELIVERY_BUSINESS_DAYS, BLUEPRINT_PRICE, MESSAGES } from '@persona/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { isUniqueViolation } from '../../lib/db/errors';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/http/caller';
import { campaigns, companies } from '../companies';
import { changeCredits } from '../credits';
import { checkAttachment, claimAttachment } from './attachment-check';
import { addBusinessDays } from './business-days';
import { toOrder } from './orders.mappers';
import { orders } from './orders.tables';

type Body = z.output<typeof blueprintOrderBodySchema>;

/** The campaign and its company, only when both belong to the caller's account. */
async function ownCampaign(db: Database, accountId: string, companyId: string, campaignId: string) {
  const [row] = await db
    .select({ company: companies, campaign: campaigns })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.id, campaignId), eq(companies.id, companyId), eq(companies.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', 'This company or campaign does not exist in your account.');
  return row;
}

/** What an idempotency key stands for: the order's content as the server uses it (it decides names and price itself). */
function requestHash(member: Member, data: Body['data']): string {
  const content = [member.user.id, data.companyId, data.campaignId, data.product, data.context, data.attachment];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This order id was already used for a different order. Send the new order with a new id.';

/** The order placed before under this key, answered again; the same key with other content is refused. */
async function priorOrder(db: Database, accountId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return toOrder(row);
}

/**
 * POST /api/orders/blueprint. The price is the server's; the credit deduction, its transaction log and the
 * order row are one transaction, and the account row lock makes concurrent orders queue, so an account can
 * never overspend nor get an order it did not pay for.
 *
 * Idempotent by the client's order id (data.id): a client whose request failed on the way (a cut connection, a
 * 503) sends the same order again and gets the first order back, charged once. The unique index on (account,
 * key) decides inside the charging transaction, so two submissions racing each other charge once too: the second
 * one's insert fails, its whole transaction (charge included) rolls back, and it answers the first one's order.
 */
export async function placeBlueprintOrder(db: Database, member: Member, body: Body) {
  if (body.user.accountId !== member.user.accountId || body.user.userId !== member.user.id) {
    throw new AppError('FORBIDDEN', 'You can only order for yourself and your own account.');
  }
  const accountId = member.user.accountId;
  const key = body.data.id || null;
  const hash = requestHash(member, body.data);
  if (key) {
    const prior = await priorOrder(db, accountId, key, hash);
    if (prior) return prior;
  }
  try {
    return await chargeAndInsert(db, member, body, key ? { key, hash } : null);
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const prior = await priorOrder(db, accountId, key, hash);
      if (prior) return prior;
    }
    throw error;
  }
}

/** The order's checks, then its one transaction: the attachment claimed, the credits charged, the order row written. */
async function chargeAndInsert(db: Database, member: Member, body: Body, idempotency: { key: string; hash: string } | null) {
  const { company, campaign } = await ownCampaign(db, member.user.accountId, body.data.companyId, body.data.campaignId);
  const attachment = await checkAttachment(db, member.user.accountId, body.data.attachment);
  const now = new Date();
  const orderId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    await claimAttachment(tx, member.user.accountId, attachment);
    await changeCredits(tx, {
      accountId: member.user.accountId,
      by: -BLUEPRINT_PRICE,
      reason: 'order',
      reference: orderId,
      actorId: member.user.id,
      insufficient: { code: 'INSUFFICIENT_FUNDS', message: MESSAGES.insufficientFunds },
    });
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        accountId: member.user.accountId,
        userId: member.user.id,
        companyId: company.id,
        campaignId: campaign.id,
        companyName: company.displayName,
        campaignName: campaign.displayName,
        product: body.data.product,
        context: body.data.context,
        attachment,
        price: BLUEPRINT_PRICE,
        orderedAt: now,
        expectedAt: addBusinessDays(now, BLUEPRINT_DELIVERY_BUSINESS_DAYS),
        idempotencyKey: idempotency?.key ?? null,
        requestHash: idempotency?.hash ?? null,
      })
      .returning();
    return toOrder(row!);
  });
}
