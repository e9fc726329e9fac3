import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { isDatabaseUnavailable } from './lib/db/errors';
import { missingPackages, runtimeDependencies } from './lib/installed-packages';
import { openDatabaseFromConfig } from './lib/db/open-from-config';
import { runMigrations } from './lib/db/migrate';
import { recoverCutWork } from './recover-cut-work';

/** How long the start waits for a database that is not up yet (starting beside the server, restarting). */
const START_WAIT_FOR_DATABASE_MS = 60_000;

/** Runs fn again while the database is unavailable, up to limitMs; any other failure ends the start at once. */
async function whileUnavailable(fn: () => Promise<void>, limitMs: number, onWait: (err: unknown) => void): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await fn();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + delay > deadline) throw err;
      onWait(err);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const roundedMs = (phases: Record<string, number>) => Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, Math.round(ms)]));

async function main(): Promise<void> {
  // What the start's time went to (the log line saying the portal runs): performance.now() counts from the process's start.
  const modulesLoaded = performance.now();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // A connection that fails outside a query (the database restarting) is only reported: the pool replaces it.
  let reportConnectionError = (err: Error) => console.warn(`a database connection failed: ${err.message}`);
  const opening = openDatabaseFromConfig(config, { onConnectionError: (err) => reportConnectionError(err) });
  // Checked while the database opens (a connection's round trips, or the embedded one's start), not after it.
  const missing = missingPackages(runtimeDependencies(), (specifier) => import.meta.resolve(specifier));
  const database = await opening;
  if (missing.length > 0) {
    await database.close();
    throw new ConfigError(`This install lacks ${missing.join(', ')}: run npm ci (npm ci --omit=dev for production) and start again.`);
  }
  await whileUnavailable(() => runMigrations(database), START_WAIT_FOR_DATABASE_MS, (err) =>
    console.warn(`waiting for the database: ${err instanceof Error ? err.message : String(err)}`),
  );
  const migrated = performance.now();
  const app = await buildApp({ config, database });
  const built = performance.now();
  app.addHook('onClose', async () => database.close());
  reportConnectionError = (err) => app.log.warn({ err }, 'a database connection failed; new ones are opened when the database answers again');
  if (config.INSTANCES === 1) await recoverCutWork(database.db, app.log);
  const recovered = performance.now();

  // Signals close gracefully. Errors nobody caught are sorted first: a database that went away is survivable
  // (requests meanwhile answer 503 and the pool reconnects), anything else is a bug and ends the process (exit 1).
  let fatal: unknown;
  const grace = closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS, skip: ['uncaughtException', 'unhandledRejection'] }, async ({ signal }) => {
    if (fatal !== undefined) app.log.error({ err: fatal }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    if (fatal !== undefined) process.exit(1);
  });
  const onUncaught = (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      app.log.warn({ err }, 'the database is unavailable (outside a request); serving on');
      return;
    }
    if (fatal !== undefined) {
      app.log.error({ err }, 'a second error while shutting down; exiting');
      process.exit(1);
    }
    fatal = err ?? new Error('an undefined error was thrown');
    grace.close();
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);

  await app.listen({ host: config.HOST, port: config.PORT });
  const startMs = { modules: modulesLoaded, database: migrated - modulesLoaded, app: built - migrated, recovery: recovered - built, listen: performance.now() - recovered };
  app.log.info({ url: config.appUrl, database: database.kind, startMs: roundedMs(startMs) }, 'Persona Portal is running');
  // The last line a newcomer reads is the address to open.
  process.stdout.write(`\nOpen ${config.appUrl} in your browser.\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
