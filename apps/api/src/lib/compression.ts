import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at quality 4 (@fastify/compress's default): most of the gain of the higher levels at a fraction of their time. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers over 1 KiB for clients that accept it: the avatar list of a large library is about
 * 650 bytes an avatar as JSON and shrinks four times over, which matters far more than the CPU it costs.
 * Large answers built once and cached (lib/http/prepared-answer.ts) and the web app's files, which the build
 * compresses at the highest levels (lib/spa.ts), arrive compressed already and pass through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip', 'deflate'], brotliOptions: BROTLI_OPTIONS });
}

export type Encoding = 'br' | 'gzip';

/** Accept-Encoding values differ by browser and version: a few hundred cover them; a client making up new ones only evicts. */
export const NEGOTIATED_HEADERS_MAX = 500;
/** The answer for each Accept-Encoding value seen, the most recent NEGOTIATED_HEADERS_MAX (a Map grew with every value sent). */
export const negotiatedHeaders = new LRUCache<string, string>({ max: NEGOTIATED_HEADERS_MAX });
const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'], cache: negotiatedHeaders });

/** The encoding to send an answer made ahead in br and gzip: the client's preferred of the two, else none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const encoding = header ? negotiator.negotiate(header) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}
