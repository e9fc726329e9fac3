import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { endpoints } from '@persona/shared';
import { fetchCaller } from './api';

export interface RunningPortal {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetchCaller(baseUrl)(endpoints.health, {});
      return;
    } catch {
      // not listening (or healthy) yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`portal did not become healthy at ${baseUrl}`);
}

/** Runs apps/api/dist/main.js (the same process `npm start` runs) with a fresh data folder. */
export async function startPortal(extraEnv: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve('apps/api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // A server that never got healthy is stopped too: left running, it would hold the run's output open.
  await waitForHealth(baseUrl, 90_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl, dataDir, stop };
}
