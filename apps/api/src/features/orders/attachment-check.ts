import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { normaliseStorageKey } from '../../lib/storage/key-normalise';
import { uploads } from './uploads.tables';

const NOT_YOUR_UPLOAD = 'The attachment must be a file you uploaded.';

/**
 * An order's attachment, checked before anything is charged: '' (none), or the exact key of a recorded upload
 * of the ordering account. The key is compared whole, never by prefix, and a key in any non-canonical form
 * ("..", "//", a backslash, a trailing "/") is refused rather than repaired. Answers the key to store.
 */
export async function checkAttachment(db: Database, accountId: string, attachment: string): Promise<string> {
  if (attachment === '') return '';
  const key = normaliseStorageKey(attachment);
  if (key === null || key !== attachment) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.accountId, accountId)));
  if (!row) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);
  return key;
}

/**
 * Inside the order's transaction: marks the upload as taken by an order, so the sweep of unused uploads leaves
 * it alone. The row update and the sweep's delete exclude each other: if the sweep removed the upload since
 * checkAttachment, this refuses and the whole order (its charge included) rolls back.
 */
export async function claimAttachment(tx: Database, accountId: string, key: string): Promise<void> {
  if (key === '') return;
  const claimed = await tx
    .update(uploads)
    .set({ attachedAt: new Date() })
    .where(and(eq(uploads.key, key), eq(uploads.accountId, accountId)))
    .returning({ key: uploads.key });
  if (claimed.length === 0) throw new AppError('FORBIDDEN', NOT_YOUR_UPLOAD);
}
