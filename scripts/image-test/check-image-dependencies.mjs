// The image test's check of the image's node_modules (its hidden lockfile, node_modules/.package-lock.json, at the
// path in argv[2]) against the repository's package-lock.json: every package at its locked version, and none of the
// tools only the build and the tests use. Exits 1 naming what is wrong.
import { readFileSync } from 'node:fs';

const installed = JSON.parse(readFileSync(process.argv[2], 'utf8')).packages;
const locked = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')).packages;
const BUILD_AND_TEST_TOOLS = ['vite', 'vitest', 'esbuild', 'drizzle-kit', 'typescript', 'tsx', 'eslint', '@playwright/test', 'react', 'react-dom'];

const paths = Object.keys(installed).filter((path) => path.startsWith('node_modules/') && !installed[path].link);
const unlocked = paths.filter((path) => locked[path]?.version !== installed[path].version);
const tools = BUILD_AND_TEST_TOOLS.filter((name) => `node_modules/${name}` in installed);
const problems = [
  ...unlocked.map((path) => `${path} is ${installed[path].version}, locked ${locked[path]?.version ?? 'nowhere at that path'}`),
  ...tools.map((name) => `${name} is installed, a tool of the build or the tests`),
];
for (const problem of problems) process.stderr.write(`image dependencies: ${problem}\n`);
if (problems.length) process.exit(1);
process.stdout.write(`image dependencies: ${paths.length} packages, each at its locked version; no build or test tools\n`);
