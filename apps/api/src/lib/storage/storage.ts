import type { Readable } from 'node:stream';

/** One interface for file storage; drivers: local disk (default) and S3-compatible. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface StorageDriver {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject>;
  /** The object's bytes as a stream, read as they are consumed (an archive of many files never holds them all). */
  stream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived address the browser can download the object from: valid at least `ttlSeconds`, the same for
   * everyone during a signing window (lib/url-signing.ts), computed once per window (no I/O: only signing).
   */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Whether signedUrl points at the store itself (S3) rather than at the API, which then serves the bytes. */
  readonly downloadsDirect: boolean;
}
