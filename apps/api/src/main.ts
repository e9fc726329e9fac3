import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabaseFromConfig } from './lib/db/open-from-config';
import { runMigrations } from './lib/db/migrate';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = openDatabaseFromConfig(config);
  await runMigrations(database);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ url: config.appUrl, database: database.kind }, 'Persona Portal is running');
  // The last line a newcomer reads is the address to open.
  process.stdout.write(`\nOpen ${config.appUrl} in your browser.\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
