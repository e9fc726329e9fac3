import type { LimitStore } from './limit-store';

export { createLeases, type Lease, type LeaseOptions, type Leases } from './leases';
export { createLimitStore, limitStoreKind, type LimitOptions, type LimitStore, type LimitStoreKind } from './limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared abuse counters (memory, Redis or PostgreSQL): see lib/limits. */
    limits: LimitStore;
  }
}
