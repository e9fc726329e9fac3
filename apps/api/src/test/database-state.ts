import { sql } from 'drizzle-orm';
import type { Database } from '../lib/db/database';

/** The migrations' own journal: the one table a reset keeps, so the migrations still find nothing to do. */
const MIGRATIONS_JOURNAL = '__drizzle_migrations';

interface Table {
  /** Quoted, schema-qualified name, ready for SQL. */
  name: string;
  journal: boolean;
}

/** What a database holds, as far as a test could tell: every table's rows, every sequence's position, the schema's size. */
export interface DatabaseState {
  tables: Record<string, string>;
  sequences: Record<string, string>;
  schema: string;
}

// Drizzle types execute's result per driver; both drivers answer with the pg shape, rows included.
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(db: Database, query: ReturnType<typeof sql>) => {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('expected a row');
  return row;
};

/** Every table the portal's schemas hold (partitions are reached through their parent). */
async function tablesOf(db: Database): Promise<Table[]> {
  const found = await rows<{ name: string; relname: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name, c.relname
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
        order by 1`,
  );
  return found.map((t) => ({ name: t.name, journal: t.relname === MIGRATIONS_JOURNAL }));
}

/** Reads the state in one round trip per kind: rows as a digest per table, sequences with their position. */
export async function readDatabaseState(db: Database): Promise<DatabaseState> {
  const tables = await tablesOf(db);
  const digests = await rows<{ name: string; digest: string }>(
    db,
    sql.raw(
      tables
        .map(
          (t) =>
            `select '${t.name.replaceAll("'", "''")}' as name, count(*) || ':' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as digest from ${t.name} x`,
        )
        .join(' union all '),
    ),
  );
  const sequences = await rows<{ name: string; position: string }>(
    db,
    sql`select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value::text, 'unused') as position from pg_sequences`,
  );
  const schema = await one<{ size: string }>(
    db,
    sql`select concat_ws(':', (select count(*) from pg_class), (select count(*) from pg_attribute), (select count(*) from pg_trigger),
          (select count(*) from pg_proc), (select count(*) from pg_constraint), (select count(*) from pg_type)) as size`,
  );
  return {
    tables: Object.fromEntries(digests.map((d) => [d.name, d.digest])),
    sequences: Object.fromEntries(sequences.map((s) => [s.name, s.position])),
    schema: schema.size,
  };
}

export const sameState = (a: DatabaseState, b: DatabaseState) => JSON.stringify(a) === JSON.stringify(b);

/** What a reset puts back: the rows the migrations left in each table, and each sequence's position. */
export interface Snapshot {
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export async function takeSnapshot(db: Database): Promise<Snapshot> {
  const snapshot: Snapshot = { rows: [], sequences: [] };
  for (const table of await tablesOf(db)) {
    if (table.journal) continue;
    const { json } = await one<{ json: string | null }>(db, sql.raw(`select json_agg(x)::text as json from ${table.name} x`));
    if (json) snapshot.rows.push({ table: table.name, json });
  }
  const sequences = await rows<{ name: string }>(db, sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences`);
  for (const { name } of sequences) {
    const position = await one<{ last_value: string; is_called: boolean }>(db, sql.raw(`select last_value::text, is_called from ${name}`));
    snapshot.sequences.push({ name, lastValue: position.last_value, isCalled: position.is_called });
  }
  return snapshot;
}

/**
 * Puts a database back to its snapshot: ends the session's state (settings, temporary tables, locks), empties every
 * table but the migrations' journal, puts back the migrations' rows and every sequence's position.
 */
export async function resetDatabase(db: Database, snapshot: Snapshot): Promise<void> {
  await db.execute(sql`rollback`).catch(() => undefined);
  await db.execute(sql`discard all`);
  const tables = (await tablesOf(db)).filter((t) => !t.journal);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
  for (const { table, json } of snapshot.rows) {
    await db.execute(sql`insert into ${sql.raw(table)} overriding system value select * from json_populate_recordset(null::${sql.raw(table)}, ${json})`);
  }
  for (const s of snapshot.sequences) {
    await db.execute(sql`select setval(${s.name}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
  }
}
