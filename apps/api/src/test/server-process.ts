import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_ROOT } from '../lib/paths';

/** A TCP port nothing listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The bundle `npm start` runs, built from the current sources into outDir: running src/main.ts through tsx
 * instead transpiled the whole server at every start (24 s on a loaded machine). outDir must sit inside
 * apps/api, so that the bundle finds node_modules and the migrations as dist/main.js does.
 */
export function bundleServer(outDir: string): string {
  const outfile = join(outDir, 'main.js');
  const build = spawnSync(process.execPath, [join(API_ROOT, 'scripts/build.mjs')], {
    env: { ...process.env, API_BUNDLE_OUTFILE: outfile },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`bundling the server failed: ${build.stderr}`);
  return outfile;
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
}

/** Starts the bundled server on a free port of 127.0.0.1 with env over the test's own. */
export async function startServer(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = true;
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  return { port, url: `http://127.0.0.1:${port}`, child, exited, output: () => output, alive: () => running };
}

/** A start takes 1-3 s idle; a loaded 2-core machine may take many times that. */
export const START_LIMIT_MS = 90_000;

/** Polls GET /api/health until it answers 200; answers how long that took. Fails past limitMs or if the process ends. */
export async function waitUntilHealthy(server: Pick<ServerProcess, 'url' | 'alive' | 'output'>, limitMs = START_LIMIT_MS): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (!server.alive()) throw new Error(`the server process ended:\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within ${limitMs} ms:\n${server.output()}`);
}

/** Sends SIGTERM and waits for the exit code; a process still running after killAfterMs is killed (SIGKILL). */
export async function stopServer(server: ServerProcess, killAfterMs = 30_000): Promise<number | null> {
  if (!server.alive()) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), killAfterMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
