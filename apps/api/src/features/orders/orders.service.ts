import type { blueprintOrderBodySchema } from '@persona/shared';
import { ATTACHMENT_FOLDER, BLUEPRINT_DELIVERY_BUSINESS_DAYS, BLUEPRINT_PRICE, MESSAGES } from '@persona/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/http/caller';
import { campaigns, companies } from '../companies';
import { changeCredits } from '../credits';
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

/**
 * POST /api/orders/blueprint. The price is the server's; the credit deduction, its transaction log and the
 * order row are one transaction, and the account row lock makes concurrent orders queue, so an account can
 * never overspend nor get an order it did not pay for.
 */
export async function placeBlueprintOrder(db: Database, member: Member, body: Body) {
  if (body.user.accountId !== member.user.accountId || body.user.userId !== member.user.id) {
    throw new AppError('FORBIDDEN', 'You can only order for yourself and your own account.');
  }
  const { company, campaign } = await ownCampaign(db, member.user.accountId, body.data.companyId, body.data.campaignId);
  const attachment = body.data.attachment;
  if (attachment !== '' && !attachment.startsWith(`${ATTACHMENT_FOLDER}/${member.user.accountId}/`)) {
    throw new AppError('FORBIDDEN', 'The attachment must be a file you uploaded.');
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    await changeCredits(tx, { accountId: member.user.accountId, by: -BLUEPRINT_PRICE, reason: 'order', actorId: member.user.id, insufficient: { code: 'INSUFFICIENT_FUNDS', message: MESSAGES.insufficientFunds } });
    const [row] = await tx
      .insert(orders)
      .values({
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
      })
      .returning();
    return toOrder(row!);
  });
}
