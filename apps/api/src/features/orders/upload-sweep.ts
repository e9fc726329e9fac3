import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import { StorageError, type StorageDriver } from '../../lib/storage';
import { uploads } from './uploads.tables';

export interface UploadSweepDeps {
  db: Database;
  storage: Pick<StorageDriver, 'delete'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Uploads no order took are removed once older than this. */
  maxAgeMs: number;
}

/** The periodic job that runs the sweep (lib/jobs: once across processes). */
export const UPLOAD_SWEEP_JOB = 'upload-sweep';

/** Uploads handled per statement, and statements per run: one run stays short however much is waiting. */
const BATCH = 100;
const BATCHES_PER_RUN = 20;

/**
 * One pass: removes uploads that no order references (attachedAt null) and are older than maxAgeMs, the record
 * and the stored object. The record goes first, in one statement that only takes rows still unattached (an
 * order claiming the same row waits for it or is refused), so an order never ends up pointing at a removed
 * file. When the storage fails, the records not yet done are put back and the pass ends, to be tried again on
 * the next one. Answers how many uploads were removed; storage and database failures are logged as warnings,
 * never thrown. `stopping` is asked between objects (the server is closing).
 */
export async function sweepUnusedUploads(deps: UploadSweepDeps, now = new Date(), stopping: () => boolean = () => false): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.maxAgeMs);
  let removed = 0;
  try {
    for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
      // The partial index uploads_unattached_idx (created_at where attached_at is null) answers the inner select.
      const due = deps.db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
        .orderBy(uploads.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const taken = await deps.db
        .delete(uploads)
        .where(and(inArray(uploads.key, due), isNull(uploads.attachedAt)))
        .returning();
      for (const [index, upload] of taken.entries()) {
        const failure = stopping() ? undefined : await deleteObject(deps.storage, upload.key);
        if (failure === null) {
          removed += 1;
          continue;
        }
        if (failure) deps.log.warn({ err: failure, key: upload.key }, 'could not delete an unused upload; the sweep tries again later');
        await restore(deps, taken.slice(index));
        return removed;
      }
      if (taken.length < BATCH) break;
    }
  } catch (err) {
    deps.log.warn({ err }, 'the sweep of unused uploads failed; it runs again later');
  } finally {
    if (removed > 0) deps.log.info({ removed }, 'removed unused uploads');
  }
  return removed;
}

/** null when the object is gone (already missing counts), else the error. */
async function deleteObject(storage: UploadSweepDeps['storage'], key: string): Promise<unknown> {
  try {
    await storage.delete(key);
    return null;
  } catch (err) {
    return err instanceof StorageError && err.kind === 'object-not-found' ? null : err;
  }
}

/** Puts back the records of uploads whose objects were not deleted, so a later pass finds them again. */
async function restore(deps: UploadSweepDeps, rows: (typeof uploads.$inferSelect)[]): Promise<void> {
  await deps.db.insert(uploads).values(rows).onConflictDoNothing();
}

