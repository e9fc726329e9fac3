import type { Registry } from 'prom-client';
import type { PoolUse } from '../db/database';
import type { PromClient } from './prom-client';

/** A checkout waits nothing while a connection is idle, up to the connect timeout (5 s) when none is. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5];

/** The PostgreSQL pool's connections in use and idle, its size, the checkouts waiting now and how long each waited. */
export function watchPool(prom: PromClient, registry: Registry, pool: PoolUse): () => void {
  new prom.Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'The most connections the database pool opens (DATABASE_POOL_MAX).',
    registers: [registry],
  }).set(pool.max);
  new prom.Gauge<'state'>({
    name: 'portal_db_pool_connections',
    help: 'Open connections of the database pool: in use by a query or transaction, or idle.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = pool.counts();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new prom.Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries and transactions waiting for a connection of the pool now.',
    registers: [registry],
    collect() {
      this.set(pool.counts().waiting);
    },
  });
  const waits = new prom.Histogram({
    name: 'portal_db_pool_wait_seconds',
    help: 'How long each query or transaction waited for a connection of the pool.',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  return pool.onWait((seconds) => waits.observe(seconds));
}
