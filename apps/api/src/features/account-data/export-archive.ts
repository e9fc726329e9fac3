import { finished } from 'node:stream/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { EXPORT_FORMAT_VERSION, EXPORT_RECORD_KINDS, type ExportManifest, type ExportRecordKind } from '@persona/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ZipFile } from 'yazl';
import type { Database } from '../../lib/db/database';
import { StorageError, type StorageDriver } from '../../lib/storage';
import { portraitKey } from '../avatars';
import { exportPages, storedFilesOf, type RowPage } from './account-data.queries';

export interface ArchiveDeps {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/** A kind's rows as one JSON array, read page by page as the archive takes it; counts and names what it wrote. */
function recordsStream(page: RowPage, seen: (row: object) => void): Readable {
  return Readable.from(
    (async function* () {
      yield '[';
      let after = '';
      let first = true;
      for (;;) {
        const rows = await page(after);
        for (const { row } of rows) {
          seen(row);
          yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
          first = false;
        }
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.cursor;
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );
}

const fileName = (key: string) => key.split('/').pop()!;

/** Formats compressed already (a portrait, a PDF, an office document's zip): deflating them again costs CPU and saves nothing. */
const PACKED_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.pdf', '.docx', '.odt']);

/** How an entry goes into the archive: deflated, unless its format is compressed already (then stored as it is). */
export const archiveEntryOptions = (path: string, mtime: Date) => ({ mtime, compress: !PACKED_EXTENSIONS.has(extname(path).toLowerCase()) });

/**
 * Writes the account's archive into `zip` one entry at a time: each kind's records (JSON, read by pages), then its
 * stored files (read as streams; those compressed already are stored, not deflated), then manifest.json, which says what went in. The next entry is opened only once
 * the one before is read through, so memory holds one page or one file's buffers, whatever the account's size; a
 * reader that stops reading pauses the writing (backpressure), and one that leaves (`signal`) ends it. A file
 * missing from storage is left out (and logged).
 */
export async function writeAccountArchive(deps: ArchiveDeps, accountId: string, zip: ZipFile, signal: AbortSignal, now = new Date()): Promise<ExportManifest> {
  const pages = exportPages(deps.db, accountId);
  const records = {} as ExportManifest['records'];
  const manifest: ExportManifest = { formatVersion: EXPORT_FORMAT_VERSION, createdAt: now.toISOString(), account: { id: accountId, name: '' }, records, orders: [], avatars: [], files: [] };
  const add = async (stream: Readable, path: string) => {
    signal.throwIfAborted();
    // The reader left: the entry being read is ended too (its file or database page let go), and nothing further opens.
    const stop = () => stream.destroy(new Error('the download was abandoned'));
    signal.addEventListener('abort', stop, { once: true });
    try {
      zip.addReadStream(stream, path, archiveEntryOptions(path, now));
      await finished(stream);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  };

  for (const kind of EXPORT_RECORD_KINDS) {
    const file = `records/${kind}.json`;
    let count = 0;
    await add(
      recordsStream(pages[kind], (row) => {
        count += 1;
        noteRow(manifest, kind, row);
      }),
      file,
    );
    records[kind] = { count, file };
  }

  const stored = await storedFilesOf(deps.db, accountId);
  const files = [
    ...stored.portraits.map((img) => ({ key: portraitKey(img), path: `files/portraits/${img}.jpg`, kind: 'portrait' as const })),
    ...stored.uploads.map((key) => ({ key, path: `files/uploads/${fileName(key)}`, kind: 'upload' as const })),
  ];
  for (const file of files) {
    let stream: Readable;
    try {
      stream = await deps.storage.stream(file.key);
    } catch (error) {
      if (error instanceof StorageError && error.kind === 'object-not-found') {
        deps.log.warn({ accountId, key: file.key }, 'a stored file of the account is missing: left out of its export');
        continue;
      }
      throw error;
    }
    await add(stream, file.path);
    manifest.files.push({ path: file.path, kind: file.kind });
  }

  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json', { mtime: now });
  zip.end();
  return manifest;
}

/** What the manifest names of a row: the account's name, each order and avatar by id and name. */
function noteRow(manifest: ExportManifest, kind: ExportRecordKind, row: object): void {
  const fields = row as Record<string, unknown>;
  if (kind === 'account') manifest.account.name = String(fields.name);
  if (kind === 'orders') manifest.orders.push({ id: String(fields.id), name: orderName(fields) });
  if (kind === 'avatars') manifest.avatars.push({ id: String(fields.id), name: String(fields.name) });
}

const orderName = (order: Record<string, unknown>) => `${String(order.product)} (${String(order.companyName)}, ${String(order.campaignName)})`;
