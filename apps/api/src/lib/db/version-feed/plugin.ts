import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVersionFeed } from './version-feed';

export interface VersionsOptions {
  /** The channel the database announces the versions on (its triggers' pg_notify). */
  channel: string;
  /** Reads a key's version from the database. */
  read(key: string): Promise<number>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `app.versions`: versions read from memory behind a write barrier on PostgreSQL (lib/db/version-feed), from the
 * database per request on PGlite (one process, in-process). On PostgreSQL, the answer of every write request that
 * reached its handler waits for the barrier: once it leaves, no process serves a version older than the write's.
 */
export const versionsPlugin = fp<VersionsOptions>(async (app: FastifyInstance, { channel, read }) => {
  const url = app.config.DATABASE_URL;
  if (!url || app.database.kind !== 'postgres') {
    app.decorate('versions', { read });
    return;
  }
  const { db } = app.database;
  const feed = await createVersionFeed({
    url,
    channel,
    read,
    notify: async (on, payload) => {
      await db.execute(sql`select pg_notify(${on}, ${payload})`);
    },
    log: app.log,
  });
  app.decorate('versions', { read: feed.read });
  app.addHook('onClose', async () => feed.close());
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', (request, _reply, done) => {
    if (WRITES.has(request.method)) handled.add(request);
    done();
  });
  // onSend, not preSerialization: an empty answer (204) passes here too. The barrier never throws.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!handled.has(request)) return done(null, payload);
    feed.barrier().then(() => done(null, payload), done);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Versions the database raises on every change (app.ts gives the library's), read as fresh as the request. */
    versions: { read(key: string): Promise<number> };
  }
}
