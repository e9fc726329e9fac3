import { StorageError } from './storage-errors';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * A storage address: folders and a file name of safe characters, never at the root ("a/b.pdf", not "b.pdf"),
 * no "..", no leading slash.
 */
export function assertValidKey(key: string, { forUpload = false } = {}): void {
  const segments = key.split('/');
  if (key.length > 1024 || segments.some((s) => !SEGMENT.test(s) || s === '..')) throw new StorageError('invalid-address', key);
  if (forUpload && segments.length < 2) throw new StorageError('invalid-address', 'uploads need a folder');
}

export function assertValidData(data: unknown): asserts data is Uint8Array {
  if (!(data instanceof Uint8Array) || data.byteLength === 0) throw new StorageError('invalid-format', 'expected non-empty bytes');
}

/** Turns a user's file name into a safe last segment ("My Brief (v2).pdf" → "My-Brief-v2-.pdf"). */
export const safeFileName = (name: string): string => {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(-120);
  return cleaned === '' ? 'file' : cleaned;
};
