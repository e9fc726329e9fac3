import type yauzl from 'yauzl';
import { loadOnce } from '../load-once';

/** yauzl loads with the first archive checked. */
const loadYauzl = loadOnce(async () => (await import('yauzl')).default);

/** What an archive (.docx, .odt: ZIP) may unpack to before any reader sees it. */
export interface ArchiveLimits {
  /** All entries together, unpacked. */
  maxUnpackedBytes: number;
  /** Unpacked size over packed size, for any entry above RATIO_GRACE_BYTES unpacked. */
  maxRatio: number;
  maxEntries: number;
}

/** Entries smaller than this unpacked are not held to the ratio: small parts pack tightly and harm nothing (as Apache POI). */
export const RATIO_GRACE_BYTES = 100 * 1024;

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const ARCHIVE_TEXTS = {
  tooManyEntries: (max: number) => `This file is made of more than ${max.toLocaleString('en')} parts, more than a document needs, so it was not read.`,
  tooLarge: (max: number) => `This file unpacks to more than ${megabytes(max)}, more than a document needs, so it was not read.`,
  tooDense: (max: number) =>
    `Part of this file unpacks to more than ${max} times its packed size, which documents never do, so it was not read.`,
  damaged: 'This file could not be read: its contents list is damaged.',
};

async function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  const yauzl = await loadYauzl();
  return new Promise((resolve, reject) => {
    // lazyEntries: one central-directory record at a time, so the count can stop the walk early.
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });
}

/**
 * Reads the archive's central directory (never its contents) and answers why it is refused, or null when it
 * is within the limits. The directory is what the archive says of itself and may lie: the document worker's
 * memory cap and time limit are the backstop for what unpacking then really produces.
 */
export async function archiveRefusal(bytes: Buffer, limits: ArchiveLimits): Promise<string | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return ARCHIVE_TEXTS.damaged;
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return ARCHIVE_TEXTS.tooManyEntries(limits.maxEntries);
  }
  let unpacked = 0;
  return new Promise((resolve) => {
    const finish = (refusal: string | null) => {
      zip.removeAllListeners();
      zip.close();
      resolve(refusal);
    };
    zip.on('error', () => finish(ARCHIVE_TEXTS.damaged));
    zip.on('end', () => finish(null));
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) return finish(ARCHIVE_TEXTS.tooLarge(limits.maxUnpackedBytes));
      if (entry.uncompressedSize > RATIO_GRACE_BYTES && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) {
        return finish(ARCHIVE_TEXTS.tooDense(limits.maxRatio));
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}
