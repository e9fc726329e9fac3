import { normaliseStorageKey } from '../../lib/storage/key-normalise';

export const NOT_YOUR_UPLOAD = 'The attachment must be a file you uploaded.';

/**
 * An order's attachment is '' (none), or the exact key of a recorded upload of the ordering account (checked by
 * the order's first statement, claimed by its second: see orders.service.ts). The key is compared whole, never by
 * prefix, and a key in any non-canonical form ("..", "//", a backslash, a trailing "/") is refused rather than
 * repaired: this answers whether the key is already in its canonical form.
 */
export function validAttachmentKey(attachment: string): boolean {
  const key = normaliseStorageKey(attachment);
  return key !== null && key === attachment;
}
