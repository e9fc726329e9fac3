import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

/**
 * A throwaway PostgreSQL cluster of a test's own (initdb into a temp folder, its own port), so the test may stop
 * and restart the server under the API without touching the shared TEST_DATABASE_URL server.
 */

const BIN_DIRS = ['/usr/local/bin', '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
const BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;

/** The folder holding initdb, pg_ctl and postgres, or null when this machine has none. */
export const postgresBinDir: string | null = BIN_DIRS.find((dir) => BINARIES.every((name) => existsSync(join(dir, name)))) ?? null;

/** initdb refuses to run as root: as root, the cluster's programs run as the system's postgres user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0) throw new Error('running as root needs a postgres user for initdb');
  return { uid, gid };
}

/** Runs one of the cluster's programs to its end; fails with its output on a non-zero exit. */
function run(bin: string, args: string[], owner: { uid: number; gid: number } | undefined, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(postgresBinDir!, bin), args, {
      ...owner,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${bin} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

export interface PostgresCluster {
  port: number;
  /** The address of a database on it (default: postgres), as user postgres without a password. */
  url(database?: string): string;
  /** Stops the server at once (pg_ctl stop -m fast: open sessions are ended). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast. */
  restart(): Promise<void>;
  /** The server's log, for a failing test's message. */
  log(): Promise<string>;
  /** Stops the server (if running) and removes its folder. */
  dispose(): Promise<void>;
}

/** initdb a new cluster into a temp folder and start it on a free port of 127.0.0.1 (trust auth, no fsync). */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  if (!postgresBinDir) throw new Error('the PostgreSQL server programs are not installed');
  const owner = runAs();
  const root = await mkdtemp(join(tmpdir(), 'portal-pg-cluster-'));
  if (owner) await chown(root, owner.uid, owner.gid);
  const data = join(root, 'data');
  const logFile = join(root, 'server.log');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync', '--no-instructions'], owner);
  // The socket goes into the cluster's own folder (the default one may not be writable); fsync off: a test cluster.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args], owner, 90_000);
  let running = false;
  const cluster: PostgresCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    restart: async () => {
      await pgCtl('-m', 'fast', '-o', options, 'restart');
      running = true;
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    dispose: async () => {
      if (running) await cluster.stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
