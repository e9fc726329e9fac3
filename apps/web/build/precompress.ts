import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|webmanifest)$/;

/** Smaller files go as they are, as the API's on-the-fly compression does (apps/api/src/lib/compression.ts). */
const THRESHOLD_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built text file of 1 KiB or more, when it
 * is smaller: the API serves them as they are (@fastify/static's preCompressed, apps/api/src/lib/spa.ts) instead
 * of compressing each answer on the fly at Brotli quality 4, which the time of a request allows.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'persona:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      let files = 0;
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < THRESHOLD_BYTES) continue;
        const content = await readFile(path);
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        files += 1;
      }
      this.info(`pre-compressed ${files} files (br, gz)`);
    },
  };
}
