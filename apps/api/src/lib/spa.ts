import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from './compression';

/** The web build's hashed scripts and styles: never a document (a missing one is a 404, not index.html). */
export const isAssetUrl = (url: string): boolean => url.startsWith('/assets/');

export interface SpaIndex {
  html: string;
  /** The page compressed once at start: @fastify/compress only compresses routes, and this is the not-found handler's answer. */
  encoded: Record<Encoding, Buffer>;
  /** CSP sources ('sha256-…') allowing exactly the inline scripts of index.html. */
  scriptHashes: string[];
}

export function loadSpaIndex(distDir: string): SpaIndex | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const scriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const encoded = {
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
  return { html, encoded, scriptHashes };
}

export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply, spa: SpaIndex): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  return encoding ? reply.header('content-encoding', encoding).send(spa.encoded[encoding]) : reply.send(spa.html);
}

/**
 * Serves the built web app's files; hashed assets are cached for a year, everything else revalidates. The web
 * build writes a Brotli (quality 11) and a gzip copy beside each text file (apps/web/build/precompress.ts): they
 * go as they are to clients that accept them (content-encoding br or gzip), so the on-the-fly compression
 * (lib/compression.ts) leaves them alone; the plain file goes to the rest.
 */
export async function registerSpaFiles(app: FastifyInstance, distDir: string): Promise<void> {
  const assets = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    // One route per file the build made (each registered at start, GET and HEAD): the compressed copies are
    // found beside their file when a client accepts them, and need none of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      const immutable = path.includes(assets);
      reply.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.setHeader('vary', 'accept-encoding');
    },
  });
}
