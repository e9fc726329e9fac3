import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../lib/paths';
import { openDatabase } from '../lib/db/database';
import { runMigrations } from '../lib/db/migrate';
import { adminQuery } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data dir: each test file's database starts as a copy of it. */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each test file's database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | null;
  }
}

/** A fresh PGlite runs initdb (over a second); loading a dumped, migrated data dir takes a third of that. */
async function pgliteTemplate(folder: string): Promise<string> {
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const file = join(folder, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return file;
}

/** Migrates once per run; the API test files then copy the result instead of migrating each on their own. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-test-template-'));
  project.provide('pgliteTemplate', await pgliteTemplate(folder));

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl && project.config.env?.TEST_DB === 'postgres') {
    template = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
    await runMigrations(handle);
    await handle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (template && adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
