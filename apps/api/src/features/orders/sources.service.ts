import { ATTACHMENT_FOLDER, CHAT_ATTACHMENT_TEXT_MAX_LENGTH, passageId, type OrderEvidence, type OrderSource } from '@persona/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { StorageError, type StorageDriver } from '../../lib/storage';
import { safeFileName } from '../../lib/storage/storage-keys';
import { orders } from './orders.tables';
import type { PassageDraft } from './source-passages';
import { sourcePassages, sources } from './sources.tables';
import { forgetUpload, recordUploadIn } from './uploads.service';
import { uploads } from './uploads.tables';

export const SOURCE_NOT_FOUND = 'This source does not exist.';
export const SOURCES_LOCKED_MESSAGE = 'This order is already in progress, so its sources can no longer be removed.';

/** Passages written per statement (4 parameters each: far below PostgreSQL's 65,535). */
const PASSAGE_BATCH = 1000;

type SourceRow = typeof sources.$inferSelect;

export const toOrderSource = (row: Pick<SourceRow, 'id' | 'kind' | 'name' | 'size' | 'passageCount' | 'uploadKey'>): OrderSource => ({
  id: row.id,
  kind: row.kind as OrderSource['kind'],
  name: row.name,
  size: row.size,
  passageCount: row.passageCount,
  key: row.uploadKey,
});

/** The beginning of a source's text, kept on its upload as an attachment's text is (drafting reads it there). */
function leadingText(text: string): string {
  const kept = text.slice(0, CHAT_ATTACHMENT_TEXT_MAX_LENGTH).replace(/\f/g, '\n\n');
  // Never half a surrogate pair.
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

export interface NewSource {
  accountId: string;
  kind: OrderSource['kind'];
  /** The file's name, or the pasted text's label. */
  name: string;
  /** The name its stored object ends with. */
  fileName: string;
  bytes: Buffer;
  contentType: string;
  text: string;
  passages: PassageDraft[];
}

export interface SourceStore {
  db: Database;
  storage: Pick<StorageDriver, 'put' | 'delete'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  quotaBytes: number;
}

/**
 * Keeps a source: its upload (counted against the account's quota, under the uploads' lock), its row and every
 * passage in one transaction, so nothing is half-stored; then its bytes, and when storing them fails the records
 * are taken back (the cascade takes the source and its passages with the upload).
 */
export async function addSource({ db, storage, log, quotaBytes }: SourceStore, source: NewSource): Promise<OrderSource> {
  const key = `${ATTACHMENT_FOLDER}/${source.accountId}/${crypto.randomUUID()}-${safeFileName(source.fileName)}`;
  const row = await db.transaction(async (tx) => {
    await recordUploadIn(tx, { accountId: source.accountId, key, size: source.bytes.byteLength, text: leadingText(source.text) }, quotaBytes);
    const [created] = await tx
      .insert(sources)
      .values({ accountId: source.accountId, uploadKey: key, kind: source.kind, name: source.name, size: source.bytes.byteLength, passageCount: source.passages.length })
      .returning();
    for (let start = 0; start < source.passages.length; start += PASSAGE_BATCH) {
      const batch = source.passages.slice(start, start + PASSAGE_BATCH);
      await tx.insert(sourcePassages).values(batch.map((p) => ({ sourceId: created!.id, position: p.position, location: p.location, text: p.text })));
    }
    return created!;
  });
  try {
    await storage.put(key, source.bytes, source.contentType);
  } catch (error) {
    await forgetUpload(db, source.accountId, key).catch((err: unknown) => log.warn({ err, key }, 'could not forget a failed source (the sweep removes it)'));
    throw error;
  }
  return toOrderSource(row);
}

/** The source as its ownership rule needs it (ids reveal nothing: another account's is not found). */
export async function ownedSource(db: Database, id: string) {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ? { record: row, accountId: row.accountId } : null;
}

/**
 * DELETE /api/orders/sources/{id}: a source not yet ordered, or of an order still pending, is removed with its
 * passages and its upload's record in one transaction (the cascade), so the quota frees its space at once; its
 * stored object goes after. When the object cannot be deleted now, its record comes back detached and old, and
 * the sweep of unused uploads deletes both on its next pass. The order's attachment, when it was this file,
 * becomes its next file source (or none). A source of an order in progress or delivered is SOURCES_LOCKED.
 */
export async function removeSource({ db, storage, log }: Omit<SourceStore, 'quotaBytes'>, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(sources).where(eq(sources.id, id)).for('update');
    if (!source) throw new AppError('NOT_FOUND', SOURCE_NOT_FOUND);
    if (source.orderId) {
      // The order's row lock: its status cannot move on while its source goes.
      const [order] = await tx.select({ status: orders.status, docId: orders.docId, attachment: orders.attachment }).from(orders).where(eq(orders.id, source.orderId)).for('update');
      if (order && (order.status !== 'pending' || order.docId !== null)) throw new AppError('SOURCES_LOCKED', SOURCES_LOCKED_MESSAGE);
      if (order?.attachment === source.uploadKey) {
        const [next] = await tx
          .select({ key: sources.uploadKey })
          .from(sources)
          .where(and(eq(sources.orderId, source.orderId), eq(sources.kind, 'file'), sql`${sources.id} <> ${source.id}`))
          .orderBy(asc(sources.position))
          .limit(1);
        await tx.update(orders).set({ attachment: next?.key ?? '' }).where(eq(orders.id, source.orderId));
      }
    }
    // An order that names the file as its own attachment (sent as data.attachment) keeps it: only the source goes.
    const [named] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.accountId, source.accountId), eq(orders.attachment, source.uploadKey))).limit(1);
    if (named) {
      await tx.delete(sources).where(eq(sources.id, id));
      return null;
    }
    const [upload] = await tx.delete(uploads).where(eq(uploads.key, source.uploadKey)).returning();
    return upload ?? null;
  });
  if (!removed) return;
  try {
    await storage.delete(removed.key);
  } catch (err) {
    if (err instanceof StorageError && err.kind === 'object-not-found') return;
    log.warn({ err, key: removed.key }, 'could not delete a removed source; the sweep of unused uploads deletes it later');
    await db
      .insert(uploads)
      .values({ ...removed, text: null, attachedAt: null, createdAt: new Date(0) })
      .onConflictDoNothing();
  }
}

/** The sources of these orders, each order's in position order: one query for a whole page of orders. */
export async function sourcesOfOrders(db: Database, orderIds: string[]): Promise<Map<string, OrderSource[]>> {
  const bySource = new Map<string, OrderSource[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return bySource;
  const rows = await db
    .select()
    .from(sources)
    .where(inArray(sources.orderId, orderIds))
    .orderBy(asc(sources.orderId), asc(sources.position));
  for (const row of rows) bySource.get(row.orderId!)?.push(toOrderSource(row));
  return bySource;
}

/** Each order row answered with its sources (one query for them all); `orderId` names a row's order. */
export async function withSources<T, R>(db: Database, rows: T[], orderId: (row: T) => string, answer: (row: T, sources: OrderSource[]) => R): Promise<R[]> {
  const bySource = await sourcesOfOrders(db, rows.map(orderId));
  return rows.map((row) => answer(row, bySource.get(orderId(row)) ?? []));
}

/** Sources no order took yet, of the account, by id (for the order that takes them). */
export const unorderedSources = (accountId: string, ids: string[]) => and(inArray(sources.id, ids), eq(sources.accountId, accountId), isNull(sources.orderId));

/**
 * GET /api/admin/orders/{id}/evidence: the order's sources in position order and every passage of them, in
 * reading order (two queries); null when there is no such order.
 */
export async function orderEvidence(db: Database, orderId: string): Promise<OrderEvidence | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [rows, passages] = await Promise.all([
    db.select().from(sources).where(eq(sources.orderId, orderId)).orderBy(asc(sources.position)),
    db
      .select({ sourceId: sourcePassages.sourceId, position: sourcePassages.position, location: sourcePassages.location, text: sourcePassages.text })
      .from(sourcePassages)
      .innerJoin(sources, eq(sources.id, sourcePassages.sourceId))
      .where(eq(sources.orderId, orderId))
      .orderBy(asc(sources.position), asc(sourcePassages.position)),
  ]);
  return { sources: rows.map(toOrderSource), passages: passages.map((p) => ({ id: passageId(p.sourceId, p.position), ...p })) };
}
