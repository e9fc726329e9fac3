import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Piscina } from 'piscina';
import { AppError } from '../errors';
import { ARCHIVE_TEXTS, archiveRefusal, type ArchiveLimits } from './archive-check';
import { isArchive, type DocumentKind } from './document-kinds';
import type { ReadOutcome } from './document-readers';
import type { DocumentTask } from './document-worker';
import { loadOnce } from '../load-once';

/** piscina loads with the first document read. */
const loadPiscina = loadOnce(async () => (await import('piscina')).Piscina);

export interface DocumentLimits extends ArchiveLimits {
  /** Worker threads reading at once. */
  workers: number;
  /** Each worker's JavaScript heap (V8's old generation), in MB. */
  workerMemoryMb: number;
  /** How long one document may be read, from when a worker takes it. */
  timeoutMs: number;
}

/** Documents waiting per worker before more are refused as busy (each holds its bytes meanwhile). */
const QUEUE_PER_WORKER = 4;
/** A worker no document needed for this long ends; the next document starts one. */
const IDLE_MS = 60_000;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

export const DOCUMENT_TEXTS = {
  unreadable: 'This file could not be read: it may be damaged, protected by a password, or not what its name says.',
  empty: 'This file has no text to read.',
  passwordProtected: 'This file is protected by a password, so its text could not be read: upload a copy saved without the password.',
  tooDeep: 'This RTF file nests its parts far deeper than documents do, so it was not read.',
  tooMuchMemory: 'Reading this file took more memory than any document may, so it was not read.',
  tooSlow: (timeoutMs: number) => `Reading this file took longer than ${seconds(timeoutMs)}, longer than any document may, so it was not read.`,
  failed: 'Reading this file failed, so it was not read: it may be damaged or not what its name says.',
  busy: 'The portal is reading many files right now: try again in a minute.',
};

/**
 * A document refused (422). `limit`: it broke a limit (archive sizes, nesting, the worker's memory or time) or
 * ended its worker, so it is not kept at all; `unreadable`: it is damaged or its reader found no text, which a
 * person opening the file may still find (an order attachment is kept without text).
 */
export class DocumentRefused extends AppError {
  constructor(
    message: string,
    readonly reason: 'limit' | 'unreadable',
  ) {
    super('UNPROCESSABLE', message);
  }
}

export interface DocumentReader {
  /** The text of a document of the kind (see documentKind), cut to maxCharacters; DocumentRefused when there is none. */
  read(kind: DocumentKind, bytes: Buffer, maxCharacters: number): Promise<{ text: string; truncated: boolean }>;
  /** Ends the workers (a document being read is refused). */
  close(): Promise<void>;
}

/** The worker module beside this one: document-worker.ts from the sources, dist/document-worker.js in the bundle. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const filename = new URL(`./document-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href;
  // Sources need TypeScript loaded in the worker too: tsx, as `npm run dev` already runs with (workers inherit it).
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return { filename, execArgv: fromSources && !hasTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv };
}

const UNREADABLE_TEXTS = { unreadable: DOCUMENT_TEXTS.unreadable, empty: DOCUMENT_TEXTS.empty, password: DOCUMENT_TEXTS.passwordProtected };
const refusalOf = ({ refused }: Exclude<ReadOutcome, { text: string }>) =>
  refused === 'too-deep' ? new DocumentRefused(DOCUMENT_TEXTS.tooDeep, 'limit') : new DocumentRefused(UNREADABLE_TEXTS[refused], 'unreadable');

/**
 * Reads documents off the main thread: archives are checked first (archive-check.ts), then a small piscina pool
 * of worker threads, each with a heap cap, reads the file under a time limit. A worker that runs out of memory
 * or time, or crashes, is ended and replaced, and the document refused; the server never waits on a reader.
 * The pool starts on the first document.
 */
export function createDocumentReader(limits: DocumentLimits, log: Pick<FastifyBaseLogger, 'info'>): DocumentReader {
  let pool: Piscina<DocumentTask, ReadOutcome> | null = null;
  let waiting = 0;
  const workers = async () => {
    const Pool = await loadPiscina();
    return (pool ??= new Pool<DocumentTask, ReadOutcome>({
      ...workerFile(),
      minThreads: 0,
      maxThreads: limits.workers,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: limits.workerMemoryMb },
    }));
  };

  async function inWorker(task: Omit<DocumentTask, 'started'>): Promise<ReadOutcome> {
    const channel = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    channel.port1.once('message', () => {
      timer = setTimeout(() => stop.abort(), limits.timeoutMs);
    });
    try {
      return await (await workers()).run({ ...task, started: channel.port2 }, { transferList: [channel.port2], signal: stop.signal });
    } catch (err) {
      const outOfMemory = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      log.info({ err, kind: task.kind, bytes: task.bytes.byteLength }, 'a document worker was ended');
      if (stop.signal.aborted) throw new DocumentRefused(DOCUMENT_TEXTS.tooSlow(limits.timeoutMs), 'limit');
      throw new DocumentRefused(outOfMemory ? DOCUMENT_TEXTS.tooMuchMemory : DOCUMENT_TEXTS.failed, 'limit');
    } finally {
      clearTimeout(timer);
      channel.port1.close();
    }
  }

  return {
    async read(kind, bytes, maxCharacters) {
      if (isArchive(kind)) {
        const refusal = await archiveRefusal(bytes, limits);
        if (refusal) throw new DocumentRefused(refusal, refusal === ARCHIVE_TEXTS.damaged ? 'unreadable' : 'limit');
      }
      if (waiting >= limits.workers * (QUEUE_PER_WORKER + 1)) throw new AppError('UNAVAILABLE', DOCUMENT_TEXTS.busy);
      waiting += 1;
      try {
        const outcome = await inWorker({ kind, bytes, maxCharacters });
        if ('refused' in outcome) throw refusalOf(outcome);
        return outcome;
      } finally {
        waiting -= 1;
      }
    },
    close: async () => {
      await pool?.destroy();
      pool = null;
    },
  };
}
