// `npm start`: builds the web app and the API bundle only when their sources changed since the last build,
// then runs the server in this process (so Ctrl-C and SIGTERM reach it directly).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = ['apps/web', 'apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'packages/shared', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results']);
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];
const STAMP = join(root, 'apps/api/dist/.sources-stamp');

/** Every source file's path, size and modification time: a change to any of them changes the stamp. */
function sourcesStamp() {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return void hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) visit(join(path, name));
  };
  for (const source of SOURCES) if (existsSync(join(root, source))) visit(join(root, source));
  return hash.digest('hex');
}

const stamp = sourcesStamp();
const built = OUTPUTS.every((output) => existsSync(join(root, output)));
if (built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
  console.warn('start: sources unchanged since the last build, skipping it');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(STAMP, stamp);
}
await import(join(root, 'apps/api/dist/main.js'));
