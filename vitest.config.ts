import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
// Tests that bring their own PostgreSQL cluster (initdb) run once, in api:pglite, the project every run has.
const clusterTests = ['apps/api/src/**/*.cluster.test.ts'];
// Tests of PostgreSQL's own settings run only in api:postgres.
const postgresOnlyTests = ['apps/api/src/**/*.postgres.test.ts'];
// Tests of how the harness keeps PGlite databases run only in api:pglite.
const pgliteOnlyTests = ['apps/api/src/**/*.pglite.test.ts'];
// Wide margins over what the slowest API test needs on a loaded 2-core machine (about 6 s; a database
// set-up about 10 s): a busy machine must slow the suite down, never fail it.
// isolate: false lets a worker's files share loaded modules (the server, PGlite's compiled WebAssembly);
// every file still builds its own app, on a database equal to a fresh one (test-database.ts).
const slowHooks = { hookTimeout: 120_000, testTimeout: 60_000, isolate: false };
// Migrates one template database per run that every API test file copies (PGlite and PostgreSQL alike).
const globalSetup = ['apps/api/src/test/global-setup.ts'];
// Fails a test whose requests got an error code the route does not declare (errors declared are errors sent).
const setupFiles = ['apps/api/src/test/undeclared-errors.setup.ts'];

/** Unit tests, then the API suite on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API files spend much of their time waiting on a database, and four
    // finish the run sooner than three.
    maxWorkers: 4,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      { test: { name: 'api:pglite', include: apiTests, exclude: [...configDefaults.exclude, ...postgresOnlyTests], env: { TEST_DB: 'pglite' }, globalSetup, setupFiles, ...slowHooks } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api:postgres', include: apiTests, exclude: [...configDefaults.exclude, ...clusterTests, ...pgliteOnlyTests], env: { TEST_DB: 'postgres' }, globalSetup, setupFiles, ...slowHooks } }]
        : []),
    ],
  },
});
