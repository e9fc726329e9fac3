import { ATTACHMENT_FOLDER, type ExportRecordKind } from '@persona/shared';
import { and, asc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts, users } from '../accounts';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';
import { chatAttachments, chatMessages, chatThreads } from '../chat';
import { campaigns, companies } from '../companies';
import { creditTransactions } from '../credits';
import { orders, uploads } from '../orders';
import { panelAnswers, panels } from '../panels';

/** Rows of one kind are read this many at a time, by id: an account of any size never sits in memory whole. */
export const EXPORT_PAGE_ROWS = 500;

/** The next page of a kind's rows after the cursor ('' before the first), in cursor order. */
export type RowPage = (after: string) => Promise<{ cursor: string; row: object }[]>;

const withId = <T extends { id: string }>(rows: T[]) => rows.map((row) => ({ cursor: row.id, row }));

/** Every kind of record an export holds, each read by pages of its account's rows. */
export function exportPages(db: Database, accountId: string): Record<ExportRecordKind, RowPage> {
  const limit = EXPORT_PAGE_ROWS;
  return {
    account: async (after) => withId(await db.select().from(accounts).where(and(eq(accounts.id, accountId), gt(accounts.id, after)))),
    users: async (after) => withId(await db.select().from(users).where(and(eq(users.accountId, accountId), gt(users.id, after))).orderBy(asc(users.id)).limit(limit)),
    companies: async (after) => withId(await db.select().from(companies).where(and(eq(companies.accountId, accountId), gt(companies.id, after))).orderBy(asc(companies.id)).limit(limit)),
    campaigns: async (after) =>
      withId(
        (
          await db
            .select({ campaign: campaigns })
            .from(campaigns)
            .innerJoin(companies, eq(companies.id, campaigns.companyId))
            .where(and(eq(companies.accountId, accountId), gt(campaigns.id, after)))
            .orderBy(asc(campaigns.id))
            .limit(limit)
        ).map((r) => r.campaign),
      ),
    orders: async (after) => withId(await db.select().from(orders).where(and(eq(orders.accountId, accountId), gt(orders.id, after))).orderBy(asc(orders.id)).limit(limit)),
    credit_history: async (after) =>
      withId(await db.select().from(creditTransactions).where(and(eq(creditTransactions.accountId, accountId), gt(creditTransactions.id, after))).orderBy(asc(creditTransactions.id)).limit(limit)),
    avatars: async (after) => withId(await db.select().from(avatars).where(and(eq(avatars.accountId, accountId), gt(avatars.id, after))).orderBy(asc(avatars.id)).limit(limit)),
    blueprints: async (after) => withId(await db.select().from(blueprints).where(and(eq(blueprints.accountId, accountId), gt(blueprints.id, after))).orderBy(asc(blueprints.id)).limit(limit)),
    chat_threads: async (after) => withId(await db.select().from(chatThreads).where(and(eq(chatThreads.accountId, accountId), gt(chatThreads.id, after))).orderBy(asc(chatThreads.id)).limit(limit)),
    chat_messages: async (after) =>
      withId(
        (
          await db
            .select({ message: chatMessages })
            .from(chatMessages)
            .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
            .where(and(eq(chatThreads.accountId, accountId), gt(chatMessages.id, after)))
            .orderBy(asc(chatMessages.id))
            .limit(limit)
        ).map((r) => r.message),
      ),
    chat_attachments: async (after) =>
      withId(await db.select().from(chatAttachments).where(and(eq(chatAttachments.accountId, accountId), gt(chatAttachments.id, after))).orderBy(asc(chatAttachments.id)).limit(limit)),
    panels: async (after) => withId(await db.select().from(panels).where(and(eq(panels.accountId, accountId), gt(panels.id, after))).orderBy(asc(panels.id)).limit(limit)),
    panel_answers: async (after) =>
      withId(
        (
          await db
            .select({ answer: panelAnswers })
            .from(panelAnswers)
            .innerJoin(panels, eq(panels.id, panelAnswers.panelId))
            .where(and(eq(panels.accountId, accountId), gt(panelAnswers.id, after)))
            .orderBy(asc(panelAnswers.id))
            .limit(limit)
        ).map((r) => r.answer),
      ),
    uploads: async (after) =>
      (await db.select().from(uploads).where(and(eq(uploads.accountId, accountId), gt(uploads.key, after))).orderBy(asc(uploads.key)).limit(limit)).map((row) => ({ cursor: row.key, row })),
  };
}

/** The stored files of an account: its uploads (attachments, research files) and its avatars' uploaded portraits. */
export async function storedFilesOf(db: Database, accountId: string): Promise<{ uploads: string[]; portraits: string[] }> {
  const folder = `${ATTACHMENT_FOLDER}/${accountId}/`;
  const recorded = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.accountId, accountId));
  // Orders from before uploads were recorded name their attachment only in the order.
  const attached = await db
    .select({ key: orders.attachment })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), sql`starts_with(${orders.attachment}, ${folder})`));
  const portraits = await db
    .selectDistinct({ img: avatars.img })
    .from(avatars)
    .where(and(eq(avatars.accountId, accountId), ne(avatars.img, '')));
  return { uploads: [...new Set([...recorded, ...attached].map((r) => r.key))].sort(), portraits: portraits.map((r) => r.img).sort() };
}

/** Of these portraits, those an avatar of another account shows too (a purge leaves their files). */
export async function sharedPortraits(db: Database, accountId: string, imgs: string[]): Promise<Set<string>> {
  if (imgs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ img: avatars.img })
    .from(avatars)
    .where(and(ne(avatars.accountId, accountId), inArray(avatars.img, imgs)));
  return new Set(rows.map((r) => r.img));
}

/** Closed accounts, the next purge first. */
export async function listClosedAccounts(db: Database) {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, closedAt: accounts.closedAt, purgeAfter: accounts.purgeAfter })
    .from(accounts)
    .where(isNotNull(accounts.closedAt))
    .orderBy(asc(accounts.purgeAfter), asc(accounts.id));
  return rows.map((row) => ({ id: row.id, name: row.name, closedAt: row.closedAt!.toISOString(), purgeAfter: row.purgeAfter!.toISOString() }));
}

/** Closed accounts whose grace has passed. */
export async function accountsDueForPurge(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNotNull(accounts.closedAt), lte(accounts.purgeAfter, now)))
    .orderBy(asc(accounts.purgeAfter))
    .limit(limit);
  return rows.map((r) => r.id);
}
