import type { MessagePort } from 'node:worker_threads';
import type { DocumentKind } from './document-kinds';
import { readDocument, type ReadOutcome } from './document-readers';

export interface DocumentTask {
  kind: DocumentKind;
  bytes: Uint8Array;
  maxCharacters: number;
  /** Told when the task starts in this worker: the time limit counts from then, not from the queue. */
  started: MessagePort;
}

/**
 * The document worker (a piscina task in a worker thread with a memory cap; the bundle's second entry,
 * dist/document-worker.js). A reader that throws is an answer; one that runs out of memory or time ends the
 * worker, and the pool starts another.
 */
export default async function readInWorker({ kind, bytes, maxCharacters, started }: DocumentTask): Promise<ReadOutcome> {
  started.postMessage('started');
  started.close();
  return readDocument(kind, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxCharacters);
}
