import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { chatAttachments } from './chat.tables';

const count = (n: number) => n.toLocaleString('en');
const hours = (ms: number) => (ms === 86_400_000 ? 'a day' : `${Math.max(1, Math.round(ms / 3_600_000))} hours`);

export const CHAT_ATTACHMENT_TEXTS = {
  quota: (max: number, used: number, size: number, maxAgeMs: number) =>
    `Files attached but not yet asked about may hold at most ${count(max)} characters per account; yours hold ${count(used)}, so this file (${count(size)} characters) does not fit. Ask about them first, or wait: they are removed after ${hours(maxAgeMs)}.`,
};

/** The characters of the account's attachments no question has used yet. */
async function unusedCharacters(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chatAttachments.characters}), 0)::bigint` })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.accountId, accountId), isNull(chatAttachments.usedAt)));
  return Number(row?.total ?? 0);
}

export interface AttachmentQuota {
  /** Characters of unused attachments an account may hold. */
  maxCharacters: number;
  /** How long an unused one is kept (for the message). */
  maxAgeMs: number;
}

/**
 * Stores an attachment's extracted text for the account's next question, within the account's quota of unused
 * attachments. The account's uploads queue on a transaction-scoped advisory lock, so two at once cannot both
 * fit in the room left for one.
 */
export async function saveAttachment(db: Database, accountId: string, name: string, text: string, quota: AttachmentQuota): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat-attachments:${accountId}`}, 0))`);
    const used = await unusedCharacters(tx, accountId);
    if (used + text.length > quota.maxCharacters) {
      throw new AppError('STORAGE_QUOTA_EXCEEDED', CHAT_ATTACHMENT_TEXTS.quota(quota.maxCharacters, used, text.length, quota.maxAgeMs));
    }
    const [row] = await tx.insert(chatAttachments).values({ accountId, name, text, characters: text.length }).returning({ id: chatAttachments.id });
    return row!.id;
  });
}

/** Rows per statement, statements per pass: one pass stays short however much is waiting. */
const BATCH = 500;
const BATCHES_PER_PASS = 20;

/**
 * One pass: removes the attachments no question used that are older than maxAgeMs. Answers how many went;
 * a database failure is logged as a warning, never thrown (the next pass tries again).
 */
export async function sweepUnusedAttachments(
  deps: { db: Database; log: Pick<FastifyBaseLogger, 'warn' | 'info'>; maxAgeMs: number },
  now = new Date(),
  stopping: () => boolean = () => false,
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.maxAgeMs);
  let removed = 0;
  try {
    for (let batch = 0; batch < BATCHES_PER_PASS && !stopping(); batch += 1) {
      // The partial index chat_attachments_unused_idx (created_at where used_at is null) answers the inner select.
      const due = deps.db
        .select({ id: chatAttachments.id })
        .from(chatAttachments)
        .where(and(isNull(chatAttachments.usedAt), lt(chatAttachments.createdAt, cutoff)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      // A question taking one meanwhile wins: only rows still unused go.
      const gone = await deps.db
        .delete(chatAttachments)
        .where(and(inArray(chatAttachments.id, due), isNull(chatAttachments.usedAt)))
        .returning({ id: chatAttachments.id });
      removed += gone.length;
      if (gone.length < BATCH) break;
    }
  } catch (err) {
    deps.log.warn({ err }, 'the sweep of unused chat attachments failed; it runs again later');
  } finally {
    if (removed > 0) deps.log.info({ removed }, 'removed unused chat attachments');
  }
  return removed;
}
