import { performance } from 'node:perf_hooks';
import { endpoints, type LibraryAvatar } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createCallers } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { silentPeer } from '../../test/silent-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LIBRARY_VERSIONS_CHANNEL } from './avatars.queries';

/**
 * Two processes on one PostgreSQL database (two apps with DATABASE_URL, as INSTANCES > 1 runs them): the list
 * on one serves the library version from memory, and a write answered by the other is seen at once
 * (lib/db/version-feed; PostgreSQL only).
 */

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let avatarId: string;
const apps: FastifyInstance[] = [];
let writer: FastifyInstance;
let reader: FastifyInstance;
/** The reader's listening connection (to stall it). */
let readerListener: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  const config = { ...t.app.config, DATABASE_URL: t.database.url };
  for (let i = 0; i < 2; i++) {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const app = await buildApp({ config, database: t.database.handle });
    // A write that answers with no body.
    app.delete('/empty-write', (_request, reply) => reply.code(204).send());
    await app.ready();
    apps.push(app);
    const listen = query.mock.calls.findIndex(([text]) => typeof text === 'string' && text.includes('"library_versions_barrier"'));
    readerListener = query.mock.contexts[listen] as pg.Client;
    query.mockRestore();
  }
  [writer, reader] = apps as [FastifyInstance, FastifyInstance];
  callers = await createCallers(t.app);
  await giveCredits(t.app, callers.admin, callers.member, 5);
  ({
    avatar: { id: avatarId },
  } = await orderAndDeliver(t.app, callers.admin, callers.member));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
});

const list = async (app: FastifyInstance) => {
  const res = await call(app, endpoints.listAvatars, { params: { accountId: callers.member.account.id }, token: callers.member.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as LibraryAvatar[]).find((avatar) => avatar.id === avatarId)!;
};

/** Counts the library version reads sent to the database while `run` runs (every app of this file shares pg). */
async function versionReads(run: () => Promise<unknown>): Promise<number> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return query.mock.calls.filter(([config]) => JSON.stringify(config ?? '').includes('from \\"library_versions\\"')).length;
  } finally {
    query.mockRestore();
  }
}

const rename = async (name: string) => {
  const res = await call(writer, endpoints.renameAvatar, { params: { id: avatarId }, body: { name }, token: callers.member.token });
  expect(res.statusCode).toBe(200);
};

describe('the library version across processes', () => {
  it('is served from memory once warmed up: a list makes no version read', async () => {
    // Without DATABASE_URL (a process with no feed), each list reads it.
    expect(await versionReads(() => list(t.app))).toBe(1);
    await expect.poll(() => versionReads(() => list(reader)), { timeout: 15_000, interval: 50 }).toBe(0);
  });

  it('shows a write answered by one process in the next list of the other, every time', async () => {
    for (let i = 0; i < 30; i++) {
      const name = `Rita ${i}`;
      await rename(name);
      const favorite = i % 2 === 0;
      const favourited = await call(reader, endpoints.setFavorite, { params: { id: avatarId }, body: { favorite }, token: callers.member.token });
      expect(favourited.statusCode).toBe(200);
      expect((await list(reader)).data).toMatchObject({ name, favorite });
      expect((await list(writer)).data).toMatchObject({ name, favorite });
    }
  });

  it('waits for a process whose listener stalls unnoticed (at most a second), which meanwhile stops serving from memory', async () => {
    await expect.poll(() => versionReads(() => list(reader)), { timeout: 15_000, interval: 50 }).toBe(0);
    // The reader's connection stays open but delivers nothing: it keeps sending heartbeats, never acks.
    (readerListener as unknown as { connection: { stream: { pause(): void; resume(): void } } }).connection.stream.pause();
    try {
      for (let i = 0; i < 3; i++) {
        const name = `Stalled ${i}`;
        const start = performance.now();
        await rename(name);
        expect(performance.now() - start).toBeLessThan(2_000);
        expect((await list(reader)).data.name).toBe(name);
      }
    } finally {
      (readerListener as unknown as { connection: { stream: { resume(): void } } }).connection.stream.resume();
    }
    await expect.poll(() => versionReads(() => list(reader)), { timeout: 15_000, interval: 50 }).toBe(0);
  });

  it('holds an empty (204) write answer too', async () => {
    const silent = await silentPeer(t.database.url!, LIBRARY_VERSIONS_CHANNEL);
    try {
      const start = performance.now();
      expect((await writer.inject({ method: 'DELETE', url: '/empty-write' })).statusCode).toBe(204);
      expect(performance.now() - start).toBeGreaterThan(500);
    } finally {
      await silent.stop();
    }
  });
});
