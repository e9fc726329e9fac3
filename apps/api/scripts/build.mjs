// Bundles the API into dist/main.js, and the document worker (lib/documents) into dist/document-worker.js beside
// it, where the server starts its worker threads from. npm packages stay external (installed beside it);
// the workspace package @persona/shared is TypeScript source, so it is bundled in.
// API_BUNDLE_OUTFILE writes the bundle elsewhere (the server-process test runs its own copy); the worker goes beside it.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@persona/'));

const outfile = process.env.API_BUNDLE_OUTFILE ?? 'dist/main.js';

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: { [basename(outfile, '.js')]: 'src/main.ts', 'document-worker': 'src/lib/documents/document-worker.ts' },
  outdir: dirname(outfile),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
