// Bundles the API into dist/main.js. npm packages stay external (installed beside it);
// the workspace package @persona/shared is TypeScript source, so it is bundled in.
// API_BUNDLE_OUTFILE writes the bundle elsewhere (the server-process test runs its own copy).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@persona/'));

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile: process.env.API_BUNDLE_OUTFILE ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
