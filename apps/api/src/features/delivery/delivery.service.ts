import { EXTRACTIVE_DRAFTER, documentCoverage, type BlueprintDocument, type EvidenceCoverage, type deliverBodySchema } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import type { MailQueue } from '../../lib/mail/mail-queue';
import type { StorageDriver } from '../../lib/storage';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { StorageError } from '../../lib/storage';
import type { Member } from '../../lib/http/caller';
import { users } from '../accounts';
import { actorOf, recordActivity } from '../activity';
import { addAvatar, portraitKey, refreshAvatar } from '../avatars';
import { addBlueprint, toDocument } from '../blueprints';
import { evidenceBlueprint } from '../evidence';
import { giveOrderReport } from '../fidelity';
import type { StructuredModelConfig } from '../persona';
import { completeOrder, orders } from '../orders';
import { deliveryMail } from './delivery-mail';

type Body = z.output<typeof deliverBodySchema>;

/** What delivering needs: the database, the stored portraits, the mail queue and the portal's address for its link. */
export interface DeliveryDeps {
  db: Database;
  storage: StorageDriver;
  mail: MailQueue;
  appUrl: string;
  /** The configured model (LLM_MODEL when LLM_BASE_URL is set): the only model a delivery's draftedBy may name. */
  draftModel: string | null;
  /** The judge model that marks claims, or null for the lexical check. */
  judge: StructuredModelConfig | null;
}

async function assertPortraitExists(storage: StorageDriver, img: string) {
  if (img === '') return;
  try {
    await storage.get(portraitKey(img));
  } catch (error) {
    // Only a missing file is the request's fault; a failing store answers 503 (lib/error-handler.ts).
    if (error instanceof StorageError && error.kind === 'object-not-found') throw new AppError('BAD_REQUEST', 'The portrait was not found. Upload it again.');
    throw error;
  }
}

/**
 * Delivers an open order in one transaction: the Blueprint, the Avatar (owned by the ordering account and
 * user), and the order's docId (the avatar's id, which the Orders link opens), delivered time and status.
 * A refresh whose avatar still exists gives that avatar the new Blueprint and persona instead of adding one
 * (the old Blueprint stays, unreferenced by the library); a refresh whose avatar was deleted adds a new avatar.
 * The order's fidelity report of the very persona delivered, if the admin ran one, becomes the avatar's, and the
 * account's activity log tells of the delivery.
 */
export async function deliverOrder(deps: DeliveryDeps, orderId: string, body: Body, admin: Member) {
  const withClaims = body.claims !== undefined;
  // An extractive draft (drafting without a model) is claims only, so only a delivery of claims may say it.
  if (body.draftedBy !== null && body.draftedBy !== deps.draftModel && !(withClaims && body.draftedBy === EXTRACTIVE_DRAFTER)) {
    throw new AppError('BAD_REQUEST', 'draftedBy must name the model configured for drafting Blueprints.');
  }
  if (withClaims && Object.values(body.sections).some((markdown) => markdown && markdown.trim() !== '')) {
    throw new AppError('BAD_REQUEST', 'A Blueprint of claims has no Markdown sections: give either claims or sections.');
  }
  await assertPortraitExists(deps.storage, body.img);
  const evidence = body.claims ? await claimsDocument(deps, orderId, body.claims) : null;
  const delivered = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
    if (order.docId) throw new AppError('ALREADY_DELIVERED', 'This order has already been delivered.');
    const document: BlueprintDocument | null = evidence ? evidence.document : toDocument(body.sections);
    const blueprint = await addBlueprint(tx, {
      accountId: order.accountId,
      document,
      externalUrl: document ? null : body.externalUrl,
      draftedBy: body.draftedBy,
      supportedClaims: evidence?.coverage.supported ?? null,
      totalClaims: evidence?.coverage.total ?? null,
    });
    const persona = { name: body.name, age: body.age, gender: body.gender, occupation: body.occupation };
    const refreshed = order.refreshOf ? await refreshAvatar(tx, order.refreshOf, { docId: blueprint.id, ...persona, img: body.img }) : null;
    const avatar = refreshed ?? await addAvatar(tx, {
      accountId: order.accountId,
      userId: order.userId,
      orderId: order.id,
      docId: blueprint.id,
      companyId: order.companyId,
      campaignId: order.campaignId,
      companyName: order.companyName,
      campaignName: order.campaignName,
      ...persona,
      img: body.img,
    });
    await completeOrder(tx, order.id, avatar.id);
    await recordActivity(tx, {
      accountId: order.accountId,
      action: 'order.delivered',
      actor: actorOf(admin, order.accountId),
      subject: `${order.companyName} / ${order.campaignName}`,
      details: { orderId: order.id, avatarId: avatar.id, persona: body.name, refresh: refreshed !== null },
    });
    await giveOrderReport(tx, avatar.id, order, persona, document);
    await notifyOrderer(deps, tx, order, avatar.id, documentCoverage(document));
    return avatar;
  });
  return delivered;
}

/** The claims as a version-2 document, after the order is known to be open (a missing order is 404, not a bad citation). */
async function claimsDocument(deps: DeliveryDeps, orderId: string, claims: NonNullable<Body['claims']>) {
  const [order] = await deps.db.select({ docId: orders.docId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
  if (order.docId) throw new AppError('ALREADY_DELIVERED', 'This order has already been delivered.');
  return evidenceBlueprint(deps.db, deps.judge, orderId, claims);
}

/** The notice is queued in the delivery's transaction: sent (with retries) once it commits, never for a delivery undone. */
async function notifyOrderer(deps: DeliveryDeps, tx: Transaction, order: typeof orders.$inferSelect, avatarId: string, coverage: EvidenceCoverage | null) {
  if (!order.userId) return;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  await deps.mail.queue(tx, deliveryMail(user.email, { company: order.companyName, campaign: order.campaignName }, `${deps.appUrl}/avatarDetail/${avatarId}`, coverage));
}
