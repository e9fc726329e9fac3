import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import type { Mailer } from '../lib/mail/mailer';
import { createTestDatabase, type TestDatabase } from './test-database';
import { recordUndeclaredErrors } from './undeclared-errors';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, for Fastify inject tests. `env` overrides configuration;
 * `extend` may add routes before the app is ready (for plumbing tests). Every route records the error codes it
 * answers outside its declaration, which fail the test (undeclared-errors.setup.ts).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void; mailer?: Mailer; onRoute?: AppDeps['onRoute'] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    APP_URL: 'http://portal.test',
    // A trial portal at a public-looking address: the built-in test checkout, chosen explicitly as it must be there.
    PAYMENTS_DRIVER: 'test',
    PAYMENTS_TEST_ON_PUBLIC_URL: 'true',
    // Every test file signs its people up again; password-hash.test.ts proves the portal's own default.
    PASSWORD_HASH_PROFILE: 'test-only',
    ...options.env,
  });
  const database = await createTestDatabase();
  const onRoute: AppDeps['onRoute'] = (route) => {
    recordUndeclaredErrors(route);
    options.onRoute?.(route);
  };
  const app = await buildApp({ config, database: database.handle, mailer: options.mailer, onRoute });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
