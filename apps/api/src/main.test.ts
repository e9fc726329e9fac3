import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './lib/paths';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The bundle `npm start` runs, built from the current sources into a folder of this test's: running
 * src/main.ts through tsx instead transpiled the whole server at every start (24 s on a loaded machine).
 */
function bundleServer(outDir: string): string {
  const outfile = join(outDir, 'main.js');
  const build = spawnSync(process.execPath, [join(API_ROOT, 'scripts/build.mjs')], {
    env: { ...process.env, API_BUNDLE_OUTFILE: outfile },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`bundling the server failed: ${build.stderr}`);
  return outfile;
}

let bundle: string;

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, exited, output: () => output };
}

const START_LIMIT_MS = 90_000; // a start takes 1-3 s idle; a loaded 2-core machine may take many times that

async function waitUntilHealthy(port: number) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

let dataDir: string;
let bundleDir: string;
let database: TestDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-main-'));
  // Inside apps/api, so that the bundle finds node_modules and the migrations as dist/main.js does.
  bundleDir = await mkdtemp(join(API_ROOT, '.test-bundle-'));
  bundle = bundleServer(bundleDir);
  env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (process.env.TEST_DB === 'postgres') {
    database = await createTestDatabase();
    await database.handle.close();
    env.DATABASE_URL = database.url!;
  }
});
afterAll(async () => {
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
  await rm(bundleDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM, twice on the same data', async () => {
    for (let run = 0; run < 2; run++) {
      const server = await startServer(env);
      await waitUntilHealthy(server.port);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
      // The last thing printed at start is the address to open (APP_URL is unset here).
      const output = server.output();
      const opened = output.indexOf(`Open http://localhost:${server.port} in your browser.`);
      expect(opened).toBeGreaterThan(output.indexOf('Persona Portal is running'));
      expect(output.indexOf('shutting down')).toBeGreaterThan(opened);
    }
  }, 2 * START_LIMIT_MS + 30_000);

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = await startServer({ ...env, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT:');
  });
});
