import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { acceptedEncoding, BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, type Encoding } from '../compression';

/** A large answer serialised once, with its ETag and each compressed form made the first time a client asks for it. */
export interface PreparedAnswer {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function prepareAnswer(value: unknown): PreparedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
}

// In the thread pool (as @fastify/compress's streams are): a 3 MB list does not hold up every other request.
const ENCODERS: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => promisify(brotliCompress)(json, BROTLI_OPTIONS),
  gzip: (json) => promisify(gzip)(json),
};

/** The list of entity tags an If-None-Match header names matches this one (weak comparison, as RFC 9110 asks). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a prepared answer: with `etag`, a weak ETag and `Cache-Control: private, no-cache`, and 304 when the
 * client has it; compressed as the client accepts (br, then gzip), else as JSON for @fastify/compress to handle.
 */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, status: number, answer: PreparedAnswer, etag: boolean) {
  reply.status(status).type('application/json; charset=utf-8');
  if (etag) {
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  }
  const encoding = answer.json.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.json);
  const bytes = await (answer.encoded[encoding] ??= ENCODERS[encoding](answer.json));
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
}

/** How much memory a route's cached answers may take (a 5,000-avatar library is about 3 MB of JSON). */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Prepared answers by key (an account), each valid for one version (a counter the database raises on every
 * change, with the signing window): a repeat is sent from memory, and simultaneous misses build it once.
 */
export function createAnswerCache(maxBytes = CACHE_BYTES) {
  const cache = new LRUCache<string, { version: string; answer: PreparedAnswer }>({
    maxSize: maxBytes,
    // The JSON and, once asked for, its compressed forms (about a quarter of it each).
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.answer.json.length * 1.5)),
  });
  const building = new Map<string, Promise<PreparedAnswer>>();
  return (key: string, version: string, build: () => Promise<unknown>): Promise<PreparedAnswer> => {
    const hit = cache.get(key);
    if (hit?.version === version) return Promise.resolve(hit.answer);
    const id = `${key}\n${version}`;
    let pending = building.get(id);
    if (!pending) {
      pending = build()
        .then((value) => {
          const answer = prepareAnswer(value);
          cache.set(key, { version, answer });
          return answer;
        })
        .finally(() => building.delete(id));
      building.set(id, pending);
    }
    return pending;
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
