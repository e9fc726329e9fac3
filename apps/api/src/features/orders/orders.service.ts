import { createHash } from 'node:crypto';
import type { blueprintOrderBodySchema, Order, OrderSource } from '@persona/shared';
import { BLUEPRINT_DELIVERY_BUSINESS_DAYS, BLUEPRINT_PRICE, MESSAGES } from '@persona/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../lib/db/database';
import { isUniqueViolation } from '../../lib/db/errors';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/http/caller';
import { activityCte, actorOf, type ActivityEntry } from '../activity';
import { creditChargeCtes } from '../credits';
import { NOT_YOUR_UPLOAD, validAttachmentKey } from './attachment-check';
import { addBusinessDays } from './business-days';
import { toOrder } from './orders.mappers';
import { orders } from './orders.tables';
import { sourcesOfOrders, toOrderSource, unorderedSources } from './sources.service';
import { sources } from './sources.tables';
import { uploads } from './uploads.tables';

type Body = z.output<typeof blueprintOrderBodySchema>;

/** What an idempotency key stands for: the order's content as the server uses it (it decides names and price itself). */
function requestHash(member: Member, data: Body['data']): string {
  const content = [member.user.id, data.companyId, data.campaignId, data.product, data.context, data.attachment];
  // Sources only when there are some: an order without any keeps the fingerprint it had before orders had sources.
  if (data.sources.length > 0) content.push(JSON.stringify(data.sources));
  if (data.refreshOf) content.push(`refresh:${data.refreshOf}`);
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
  return toOrder(row, (await sourcesOfOrders(db, [row.id])).get(row.id) ?? []);
}

/** The order columns the API answers, as the raw statements below return them (snake_case). */
interface RawOrderColumns {
  id: string;
  company_name: string;
  campaign_name: string;
  ordered_at: Date | string;
  expected_at: Date | string;
  delivered_at: Date | string | null;
  status: string;
  doc_id: string | null;
  price: number;
  refresh_of: string | null;
}
const ORDER_COLUMNS = 'id, company_name, campaign_name, ordered_at, expected_at, delivered_at, status, doc_id, price, refresh_of';

const time = (value: Date | string) => new Date(value).getTime();
const rawToOrder = (row: RawOrderColumns, sources: OrderSource[]): Order => ({
  id: row.id,
  company: row.company_name,
  campaign: row.campaign_name,
  ordered: time(row.ordered_at),
  expectedDelivery: time(row.expected_at),
  delivered: row.delivered_at === null ? null : time(row.delivered_at),
  status: row.status as Order['status'],
  docId: row.doc_id,
  price: Number(row.price),
  sources,
  refreshOf: row.refresh_of,
});

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What placing an order needs to know before it charges, in one statement. */
export interface OrderCheckInput {
  accountId: string;
  companyId: string;
  campaignId: string;
  /** '' for none. */
  attachment: string;
  /** null: the order came without an idempotency key. */
  key: string | null;
  /** The avatar a refresh names; none by default. */
  refreshOf?: string | null;
}
type CheckRow = {
  company_id: string | null;
  company_name: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  upload_found: boolean;
  /** The refreshed avatar, when it is the account's: its company and campaign (null once deleted). */
  refresh_found: boolean;
  refresh_company_id: string | null;
  refresh_campaign_id: string | null;
  prior_hash: string | null;
  /** The prior order's sources, in position order (json). */
  prior_sources: SourceJson[] | null;
} & { [K in keyof RawOrderColumns as `prior_${K}`]: RawOrderColumns[K] | null };

type SourceJson = Parameters<typeof toOrderSource>[0];

/**
 * Statement 1 of an order: the campaign and its company (only when both belong to the account), whether the
 * attachment is a recorded upload of the account, the avatar a refresh names (only when it is the account's), and the order placed before under the same idempotency key
 * (with its sources, so a retry is answered from this one statement).
 */
export const orderCheckStatement = (input: OrderCheckInput) => sql`
  select t.company_id, t.company_name, t.campaign_id, t.campaign_name,
    (${input.attachment}::text <> '' and exists (select 1 from uploads u where u.key = ${input.attachment}::text and u.account_id = ${input.accountId}::text)) as upload_found,
    p.request_hash as prior_hash, p.id as prior_id, p.company_name as prior_company_name, p.campaign_name as prior_campaign_name,
    p.ordered_at as prior_ordered_at, p.expected_at as prior_expected_at, p.delivered_at as prior_delivered_at,
    p.status as prior_status, p.doc_id as prior_doc_id, p.price as prior_price, p.refresh_of as prior_refresh_of,
    r.id is not null as refresh_found, r.company_id as refresh_company_id, r.campaign_id as refresh_campaign_id,
    (select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'name', s.name, 'size', s.size, 'passageCount', s.passage_count, 'uploadKey', s.upload_key) order by s.position)
      from sources s where p.id is not null and s.order_id = p.id) as prior_sources
  from (select 1) as one
  left join (
    select co.id as company_id, co.display_name as company_name, ca.id as campaign_id, ca.display_name as campaign_name
    from campaigns ca join companies co on co.id = ca.company_id
    where ca.id = ${input.campaignId}::text and co.id = ${input.companyId}::text and co.account_id = ${input.accountId}::text
  ) as t on true
  left join orders p on p.account_id = ${input.accountId}::text and p.idempotency_key = ${input.key}::text
  left join avatars r on r.id = ${input.refreshOf ?? null}::text and r.account_id = ${input.accountId}::text`;

/** What the charging statement writes. */
export interface OrderWriteInput {
  orderId: string;
  ledgerId: string;
  accountId: string;
  userId: string;
  companyId: string;
  campaignId: string;
  companyName: string;
  campaignName: string;
  product: string;
  context: string;
  attachment: string;
  price: number;
  orderedAt: Date;
  expectedAt: Date;
  key: string | null;
  hash: string | null;
  refreshOf?: string | null;
  /** The order's entry in the account's activity log, written by the same statement. */
  activity: ActivityEntry;
}
type WriteRow = Partial<RawOrderColumns> & { claimed: boolean; placed: boolean };

/**
 * Statement 2 of an order: the attachment claimed, the credits charged with their ledger row (the credits
 * feature's charge), the order inserted and its activity entry, as one statement (so one implicit transaction):
 * the order exists only if it was paid, and is logged only if it exists. A unique violation on the idempotency key
 * undoes it all.
 */
export const orderWriteStatement = (o: OrderWriteInput) => {
  const charge = creditChargeCtes({
    ledgerId: o.ledgerId,
    accountId: o.accountId,
    amount: o.price,
    reason: 'order',
    reference: o.orderId,
    actorId: o.userId,
    onlyIf: sql`${o.attachment}::text = '' or exists (select 1 from claimed)`,
  });
  return sql`
  with claimed as (
    update uploads set attached_at = now()
    where ${o.attachment}::text <> '' and key = ${o.attachment}::text and account_id = ${o.accountId}::text
    returning key
  ), ${charge.ctes}, placed as (
    insert into orders (id, account_id, user_id, company_id, campaign_id, company_name, campaign_name, product, context, attachment, price, ordered_at, expected_at, idempotency_key, request_hash, refresh_of)
    select ${o.orderId}::text, ${o.accountId}::text, ${o.userId}::text, ${o.companyId}::text, ${o.campaignId}::text, ${o.companyName}::text, ${o.campaignName}::text,
      ${o.product}::text, ${o.context}::text, ${o.attachment}::text, ${o.price}::integer, ${o.orderedAt.toISOString()}::timestamptz, ${o.expectedAt.toISOString()}::timestamptz,
      ${o.key}::text, ${o.hash}::text, ${o.refreshOf ?? null}::text
    from ${charge.charged}
    returning ${sql.raw(ORDER_COLUMNS)}
  ), ${activityCte('order_logged', o.activity, sql.raw('placed'))}
  select placed.*, placed.id is not null as placed, exists (select 1 from claimed) as claimed from (select 1) as one left join placed on true`;
};

export const REFRESH_NEEDS_SOURCES = 'A refresh needs at least one source: add the new research (a file or pasted text) it should rest on.';
export const REFRESH_CAMPAIGN_GONE = "This avatar's company or campaign was deleted, so it cannot be refreshed: order a new avatar instead.";
export const REFRESH_OTHER_CAMPAIGN = "A refresh keeps the avatar's company and campaign: order it for the avatar's own.";

/** A refresh names an avatar of the caller's account (another account's reads as missing) and keeps its company and campaign. */
function checkRefresh(check: CheckRow | undefined, data: Body['data']) {
  if (!check?.refresh_found) throw new AppError('NOT_FOUND', 'This avatar does not exist in your account.');
  if (!check.refresh_company_id || !check.refresh_campaign_id) throw new AppError('UNPROCESSABLE', REFRESH_CAMPAIGN_GONE);
  if (check.refresh_company_id !== data.companyId || check.refresh_campaign_id !== data.campaignId) throw new AppError('UNPROCESSABLE', REFRESH_OTHER_CAMPAIGN);
}

export const NOT_YOUR_SOURCES = 'Each source of an order must be one your account added and no other order has taken.';

/** A source named by the order is another account's, unknown, or already taken (by another order, or one racing this one). */
class SourcesNotFree extends AppError {
  constructor() {
    super('FORBIDDEN', NOT_YOUR_SOURCES);
  }
}

type TakenSource = typeof sources.$inferSelect;

/**
 * The order's sources, locked (in id order, so two orders naming the same ones never deadlock) and checked to be
 * the account's and free, in the order the client gave them. An order racing this one for a source waits for
 * its lock and, once this one commits, finds it taken.
 */
async function lockFreeSources(tx: Transaction, accountId: string, ids: string[]): Promise<TakenSource[]> {
  const rows = await tx.select().from(sources).where(unorderedSources(accountId, ids)).orderBy(asc(sources.id)).for('update');
  if (rows.length !== ids.length) throw new SourcesNotFree();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** The sources given to the placed order, in the order given, and their uploads marked attached (the sweep leaves them). */
async function claimSources(tx: Transaction, orderId: string, taken: TakenSource[]): Promise<void> {
  const positions = sql.join(taken.map((source, i) => sql`when ${source.id}::text then ${i + 1}::integer`), sql` `);
  await tx.update(sources).set({ orderId, position: sql`case ${sources.id} ${positions} end` }).where(inArray(sources.id, taken.map((source) => source.id)));
  await tx.update(uploads).set({ attachedAt: sql`coalesce(${uploads.attachedAt}, now())` }).where(inArray(uploads.key, taken.map((source) => source.uploadKey)));
}

/**
 * POST /api/orders/blueprint (its ownership rules prove body.user is the caller and its account). The price is
 * the server's; the credit deduction, its transaction log, the order row and its activity entry are one statement,
 * and the account row lock makes concurrent orders queue, so an account can never overspend nor get an order it did
 * not pay for.
 *
 * The check, then the write: alone, it is its own transaction, so the account's row is locked only while it runs.
 * With an attachment it runs in a transaction, so a refused charge also undoes the attachment's claim. Sources are
 * locked before the charge and claimed after the order row, in the same transaction: a source goes to exactly one
 * order, and an order that cannot have all of its sources is refused before it is charged. With sources and no
 * attachment, the first file source fills the attachment (the spec's single attachment field).
 *
 * Idempotent by the client's order id (data.id): a client whose request failed on the way (a cut connection, a
 * 503) sends the same order again and gets the first order back, charged once. The unique index on (account,
 * key) decides inside the charging statement, so two submissions racing each other charge once too: the second
 * one's insert fails (or it finds its sources taken by the first), its whole statement or transaction (charge
 * included) rolls back, and it answers the first one's order.
 */
export async function placeBlueprintOrder(db: Database, member: Member, body: Body): Promise<Order> {
  const accountId = member.user.accountId;
  const key = body.data.id || null;
  const hash = requestHash(member, body.data);
  const given = body.data.attachment;
  const sourceIds = body.data.sources;
  // A key in any non-canonical form is refused before the database is asked.
  if (given !== '' && !validAttachmentKey(given)) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);

  const refreshOf = body.data.refreshOf ?? null;
  if (refreshOf && sourceIds.length === 0) throw new AppError('UNPROCESSABLE', REFRESH_NEEDS_SOURCES);

  const [check] = await rows<CheckRow>(db, orderCheckStatement({ accountId, companyId: body.data.companyId, campaignId: body.data.campaignId, attachment: given, key, refreshOf }));
  if (check?.prior_id) {
    if (check.prior_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return rawToOrder(
      {
        id: check.prior_id,
        company_name: check.prior_company_name!,
        campaign_name: check.prior_campaign_name!,
        ordered_at: check.prior_ordered_at!,
        expected_at: check.prior_expected_at!,
        delivered_at: check.prior_delivered_at,
        status: check.prior_status!,
        doc_id: check.prior_doc_id,
        price: check.prior_price!,
        refresh_of: check.prior_refresh_of,
      },
      (check.prior_sources ?? []).map(toOrderSource),
    );
  }
  if (refreshOf) checkRefresh(check, body.data);
  if (!check?.company_id || !check.campaign_id) throw new AppError('NOT_FOUND', 'This company or campaign does not exist in your account.');
  if (given !== '' && !check.upload_found) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);

  const now = new Date();
  const orderId = crypto.randomUUID();
  const written = async (conn: Database, attachment: string, sources: OrderSource[]) => {
    const write = orderWriteStatement({
      orderId,
      ledgerId: crypto.randomUUID(),
      accountId,
      userId: member.user.id,
      companyId: check.company_id!,
      campaignId: check.campaign_id!,
      companyName: check.company_name!,
      campaignName: check.campaign_name!,
      product: body.data.product,
      context: body.data.context,
      attachment,
      price: BLUEPRINT_PRICE,
      orderedAt: now,
      expectedAt: addBusinessDays(now, BLUEPRINT_DELIVERY_BUSINESS_DAYS),
      key,
      hash: key ? hash : null,
      refreshOf,
      activity: {
        accountId,
        action: 'order.placed',
        actor: actorOf(member),
        subject: `${check.company_name} / ${check.campaign_name}`,
        details: { orderId, credits: BLUEPRINT_PRICE, refresh: refreshOf !== null },
      },
    });
    const [row] = await rows<WriteRow>(conn, write);
    if (row?.placed) return rawToOrder(row as RawOrderColumns, sources);
    // Nothing written: the upload went (the sweep removed it since the check), or the credits ran out.
    if (attachment !== '' && !row?.claimed) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);
    throw new AppError('INSUFFICIENT_FUNDS', MESSAGES.insufficientFunds);
  };
  try {
    if (sourceIds.length > 0) {
      return await db.transaction(async (tx) => {
        const taken = await lockFreeSources(tx, accountId, sourceIds);
        const attachment = given !== '' ? given : (taken.find((source) => source.kind === 'file')?.uploadKey ?? '');
        const order = await written(tx, attachment, taken.map(toOrderSource));
        await claimSources(tx, orderId, taken);
        return order;
      });
    }
    // With an attachment, a refused charge must not leave the upload claimed: one transaction rolls both back.
    if (given !== '') return await db.transaction((tx) => written(tx, given, []));
    // Without one, the statement alone is the transaction: the account's row is locked only while it runs.
    return await written(db, '', []);
  } catch (error) {
    if (key && (isUniqueViolation(error) || error instanceof SourcesNotFree)) {
      const prior = await priorOrder(db, accountId, key, hash);
      if (prior) return prior;
    }
    throw error;
  }
}
