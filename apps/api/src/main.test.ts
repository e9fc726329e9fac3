import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './lib/paths';
import { bundleServer, START_LIMIT_MS, startServer as startBundle, stopServer, waitUntilHealthy, type ServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';

let bundle: string;
const startServer = (env: Record<string, string>) => startBundle(bundle, env);

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

/**
 * The packages a server started with `extraEnv` loaded until it was stopped, once healthy and `use` had run. Hooks
 * (module.register) note every package it loads, into a file: at its load, by the specifiers that resolved to it
 * (the start resolves every package without loading it, lib/installed-packages.ts).
 */
async function packagesLoaded(extraEnv: Record<string, string>, use: (server: ServerProcess) => Promise<void>): Promise<Set<string>> {
  const noted = await mkdtemp(join(bundleDir, 'imports-'));
  const seen = join(noted, 'imported.txt');
  const hooks = join(noted, 'note-imports.mjs');
  await writeFile(
    hooks,
    `import { appendFileSync } from 'node:fs';
const specifiers = new Map();
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  specifiers.set(resolved.url, [...(specifiers.get(resolved.url) ?? []), specifier]);
  return resolved;
}
export async function load(url, context, next) {
  for (const specifier of specifiers.get(url) ?? []) appendFileSync(${JSON.stringify(seen)}, specifier + '\\n');
  return next(url, context);
}`,
  );
  const register = join(noted, 'register-hooks.mjs');
  await writeFile(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  const server = await startServer({ ...env, ...extraEnv, NODE_OPTIONS: `--import ${pathToFileURL(register).href}` });
  try {
    await waitUntilHealthy(server);
    await use(server);
  } finally {
    await stopServer(server);
  }
  return new Set((await readFile(seen, 'utf8')).split('\n'));
}

describe('the server process', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM, twice on the same data', async () => {
    for (let run = 0; run < 2; run++) {
      const server = await startServer(env);
      await waitUntilHealthy(server);
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

  it('carries the document worker beside the server, and the worker reads without the sources', async () => {
    // The server starts its document workers from document-worker.js beside main.js (lib/documents/document-reader.ts).
    const pool = new Piscina({ filename: pathToFileURL(join(bundleDir, 'document-worker.js')).href, maxThreads: 1, minThreads: 0 });
    const channel = new MessageChannel();
    try {
      const task = { kind: '.rtf', bytes: Buffer.from('{\\rtf1 Read by the bundle\\par}'), maxCharacters: 100, started: channel.port2 };
      expect(await pool.run(task, { transferList: [channel.port2] })).toEqual({ text: 'Read by the bundle', truncated: false });
    } finally {
      channel.port1.close();
      await pool.destroy();
    }
  });

  it('starts without the packages only a driver it was not configured with, or a first use, needs', async () => {
    const imported = await packagesLoaded({}, async (server) => {
      // Metrics are off without METRICS_TOKEN: nothing is collected, so prom-client never loads, even at a scrape.
      expect((await fetch(`${server.url}/api/metrics`)).status).toBe(404);
    });
    expect(imported).toContain('fastify');
    const lazy = ['stripe', 'undici', 'eventsource-parser', 'ioredis', 'nodemailer', '@aws-sdk/client-s3', 'ml-matrix', 'sharp', 'sanitize-html', 'marked', 'yazl', 'yauzl', 'piscina', 'prom-client'];
    // better-auth's full entries (Kysely, every plugin) and what only a password needs.
    lazy.push('better-auth', 'better-auth/plugins', '@node-rs/argon2', '@zxcvbn-ts/language-common');
    // On PostgreSQL, the embedded database too.
    if (env.DATABASE_URL) lazy.push('@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator');
    expect(lazy.filter((name) => imported.has(name))).toEqual([]);
  }, START_LIMIT_MS + 30_000);

  it('loads prom-client at its start when METRICS_TOKEN is set, and serves the metrics', async () => {
    const token = 'main-test-metrics-token-0123456789';
    const imported = await packagesLoaded({ METRICS_TOKEN: token }, async (server) => {
      const res = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('portal_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}');
    });
    expect(imported).toContain('prom-client');
  }, START_LIMIT_MS + 30_000);

  it('refuses to start from an install that lacks a package it loads only at first use, and names it', async () => {
    // A resolve hook (module.register) that finds no yazl, as an install without it would (the zip of an export).
    const hooks = join(bundleDir, 'hide-yazl.mjs');
    await writeFile(
      hooks,
      `export async function resolve(specifier, context, next) {
  if (specifier === 'yazl') throw Object.assign(new Error("Cannot find package 'yazl'"), { code: 'ERR_MODULE_NOT_FOUND' });
  return next(specifier, context);
}`,
    );
    const register = join(bundleDir, 'register-hide-yazl.mjs');
    await writeFile(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    const server = await startServer({ ...env, NODE_OPTIONS: `--import ${pathToFileURL(register).href}` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('This install lacks yazl: run npm ci');
  }, START_LIMIT_MS + 30_000);

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = await startServer({ ...env, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT:');
  });
});
