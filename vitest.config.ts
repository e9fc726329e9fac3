import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
// Wide margins over what the slowest API test needs on a loaded 2-core machine (about 6 s; a database
// set-up about 10 s): a busy machine must slow the suite down, never fail it.
const slowHooks = { hookTimeout: 120_000, testTimeout: 60_000 };

/** Unit tests, then the API suite on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'api:pglite', include: apiTests, env: { TEST_DB: 'pglite' }, ...slowHooks } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api:postgres', include: apiTests, env: { TEST_DB: 'postgres' }, ...slowHooks } }]
        : []),
    ],
  },
});
