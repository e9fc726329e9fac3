import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { uploads } from './uploads.tables';

/** "200 MB", "1.5 MB", "512 KB": how the quota reads in messages (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The bytes an account's recorded uploads take, attached to an order or not. */
export async function storedBytes(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.accountId, accountId));
  return Number(row?.total ?? 0);
}

/**
 * Records an upload before its bytes are stored, so the quota counts it from the start. The account's uploads
 * queue on a transaction-scoped advisory lock (not the account row, which orders lock), so two uploads at once
 * cannot both fit in the space left for one.
 */
export async function recordUpload(db: Database, upload: NewUpload, quotaBytes: number): Promise<void> {
  await db.transaction((tx) => recordUploadIn(tx, upload, quotaBytes));
}

type NewUpload = { accountId: string; key: string; size: number; text: string | null };

/** recordUpload inside a transaction the caller holds (a source records its passages in the same one). */
export async function recordUploadIn(tx: Transaction, upload: NewUpload, quotaBytes: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${upload.accountId}`}, 0))`);
  const used = await storedBytes(tx, upload.accountId);
  if (used + upload.size > quotaBytes) {
    throw new AppError(
      'STORAGE_QUOTA_EXCEEDED',
      `Your account can store at most ${formatBytes(quotaBytes)} of attachments and already uses ${formatBytes(used)}, so this file (${formatBytes(upload.size)}) does not fit.`,
    );
  }
  await tx.insert(uploads).values(upload);
}

/** Takes back the record of an upload whose bytes could not be stored. */
export async function forgetUpload(db: Database, accountId: string, key: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.key, key), eq(uploads.accountId, accountId)));
}
