// `npm run seed:demo`: fills the configured database (same settings as `npm start`; stop the server first
// when it runs on the embedded database) with the demo account.
import { existsSync } from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabaseFromConfig } from '../lib/db/open-from-config';
import { runMigrations } from '../lib/db/migrate';
import { DEMO_LOGIN, seedDemo } from '../features/demo/seed-demo';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabaseFromConfig(config);
await runMigrations(database);
const app = await buildApp({ config, database });
const result = await seedDemo(app);
console.warn(result === 'created' ? `Demo content created. Log in as ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}` : `Demo content already exists (${DEMO_LOGIN.email}).`);
await app.close();
await database.close();
