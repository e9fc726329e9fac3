import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the database of `url` over a connection of its own; answers its rows. */
export async function query<T extends object = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Runs one statement on the server of `url` (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  await query(url, text);
}

/**
 * A new database on the server of adminUrl, empty or a copy of `template`; drop() removes it, closing whatever
 * still uses it.
 */
export async function createScratchDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
