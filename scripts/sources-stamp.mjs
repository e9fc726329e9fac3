// The build's mark: a hash of every source file's path, size and modification time. `npm run build` writes it
// beside the API bundle once both builds succeed; `npm start` builds again only when it no longer matches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = ['apps/web', 'apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'packages/shared', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results']);
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];
const stampPath = (root) => join(root, 'apps/api/dist/.sources-stamp');

function sourcesStamp(root) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return void hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) visit(join(path, name));
  };
  for (const source of SOURCES) if (existsSync(join(root, source))) visit(join(root, source));
  return hash.digest('hex');
}

/** Whether the built web app and API bundle are those of the sources as they are now. */
export const buildIsCurrent = (root = ROOT) =>
  OUTPUTS.every((output) => existsSync(join(root, output))) && existsSync(stampPath(root)) && readFileSync(stampPath(root), 'utf8') === sourcesStamp(root);

/** Marks the outputs as built from the sources as they are now. */
export const markBuilt = (root = ROOT) => writeFileSync(stampPath(root), sourcesStamp(root));

if (process.argv[2] === 'mark') markBuilt();
