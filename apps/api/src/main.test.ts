import { spawn } from 'node:child_process';
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

/** Runs src/main.ts as `npm start` would run the bundle, on this project's engine. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src/main.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, exited, output: () => output };
}

async function waitUntilHealthy(port: number) {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

let dataDir: string;
let database: TestDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-main-'));
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
});

describe('the server process', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM, twice on the same data', async () => {
    for (let run = 0; run < 2; run++) {
      const server = await startServer(env);
      await waitUntilHealthy(server.port);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    }
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = await startServer({ ...env, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT:');
  });
});
