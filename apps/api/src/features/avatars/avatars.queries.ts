import { EVIDENCE_BACKED_MIN_COVERAGE } from '@persona/shared';
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { batchedLookup } from '../../lib/db/batched-lookup';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { blueprints } from '../blueprints';
import { avatars, libraryVersions } from './avatars.tables';

/** What a card shows of an avatar's Blueprint: its external address, and its evidence coverage (null for version 1). */
const DOCUMENT_COLUMNS = { externalUrl: blueprints.externalUrl, supportedClaims: blueprints.supportedClaims, totalClaims: blueprints.totalClaims };

const withDocument = (db: Database) => db.select({ avatar: avatars, ...DOCUMENT_COLUMNS }).from(avatars).leftJoin(blueprints, eq(blueprints.id, avatars.docId));

/** Only what a library card shows: a flat row (no nested objects to build), the Blueprint's columns by its key. */
const AVATAR_COLUMNS = {
  id: avatars.id,
  docId: avatars.docId,
  name: avatars.name,
  img: avatars.img,
  age: avatars.age,
  gender: avatars.gender,
  occupation: avatars.occupation,
  companyName: avatars.companyName,
  campaignName: avatars.campaignName,
  companyId: avatars.companyId,
  campaignId: avatars.campaignId,
  favorite: avatars.favorite,
};
const LISTED_COLUMNS = { ...AVATAR_COLUMNS, ...DOCUMENT_COLUMNS };

/** A subquery's columns of the same names as `columns` (to select from it what was selected into it). */
const sameColumns = <K extends string, S extends Record<K, unknown>>(subquery: S, columns: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, subquery[key as K]])) as { [P in K]: S[P] };

/** The account's avatars, newest first, in one indexed query. */
export const listAccountAvatars = (db: Database, accountId: string) =>
  db
    .select(LISTED_COLUMNS)
    .from(avatars)
    .leftJoin(blueprints, eq(blueprints.id, avatars.docId))
    .where(eq(avatars.accountId, accountId))
    .orderBy(desc(avatars.createdAt), desc(avatars.id));

/**
 * The accounts' library versions (none before an account's first avatar): raised by the database on every change
 * to the list. Read on almost every list request, so prepared once per connection: drizzle does not build it again
 * and PostgreSQL does not parse and plan it again.
 */
function libraryVersionsReader(db: Database): (accountIds: string[]) => Promise<Map<string, number>> {
  const statement = db
    .select({ accountId: libraryVersions.accountId, version: libraryVersions.version })
    .from(libraryVersions)
    .where(sql`${libraryVersions.accountId} = any(${sql.placeholder('ids')})`)
    .prepare('library_versions');
  return async (accountIds) => {
    const rows = await statement.execute({ ids: accountIds });
    return new Map(rows.map((row) => [row.accountId, row.version]));
  };
}

/**
 * Under load, the version reads start at least this far apart (lib/db/batched-lookup.ts): at 500 avatars a read
 * cost more CPU, here and in PostgreSQL, than sending the list, and nearly every request had its own.
 */
const VERSION_READ_GAP_MS = 2;

/** The channel the library versions are announced on as 'account:version' (drizzle/0031_library_version_notify.sql). */
export const LIBRARY_VERSIONS_CHANNEL = 'library_versions';

/**
 * An account's library version (0 before its first avatar), the accounts asked for meanwhile read together: a
 * burst of list requests costs one round trip (lib/db/batched-lookup.ts), each as fresh as its request.
 */
export const libraryVersionReader = (db: Database): ((accountId: string) => Promise<number>) =>
  batchedLookup(libraryVersionsReader(db), 0, { minGapMs: VERSION_READ_GAP_MS });

export type ListedAvatarRow = Awaited<ReturnType<typeof listAccountAvatars>>[number];

export async function findAvatar(db: Database, id: string) {
  const [row] = await withDocument(db).where(eq(avatars.id, id));
  return row ?? null;
}

/** The filter bar's choice, by the names it shows. */
export interface AvatarFilter {
  company?: string;
  campaign?: string;
  favoritesOnly: boolean;
  evidenceOnly: boolean;
}

/** Where a page starts: after the row with this creation time (microseconds, UTC) and id. */
interface Cursor {
  createdAt: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const BAD_CURSOR = 'This page address is not valid: start from the first page again.';

export const encodeCursor = (cursor: Cursor): string => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!CURSOR_TIME.test(createdAt) || id === '' || id.length > 100 || rest.length > 0) throw new AppError('BAD_REQUEST', BAD_CURSOR);
  return { createdAt, id };
}

// The full precision of created_at (PostgreSQL keeps microseconds, a JS Date milliseconds), the same text whatever the session's settings.
const createdAtText = sql<string>`to_char(${avatars.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The avatar's Blueprint is evidence-backed, as isEvidenceBacked decides (the same division, so the same answer
 * at the threshold): one primary-key lookup per avatar the other conditions leave.
 */
const evidenceBacked = sql`exists (select 1 from ${blueprints} where ${blueprints.id} = ${avatars.docId} and ${blueprints.totalClaims} > 0
  and ${blueprints.supportedClaims}::float8 / ${blueprints.totalClaims} >= ${EVIDENCE_BACKED_MIN_COVERAGE}::float8)`;

const filterConditions = (accountId: string, filter: AvatarFilter): SQL[] => [
  eq(avatars.accountId, accountId),
  ...(filter.company !== undefined ? [eq(avatars.companyName, filter.company)] : []),
  ...(filter.campaign !== undefined ? [eq(avatars.campaignName, filter.campaign)] : []),
  ...(filter.favoritesOnly ? [eq(avatars.favorite, true)] : []),
  ...(filter.evidenceOnly ? [evidenceBacked] : []),
];

/**
 * One page of the library, newest first (ties on created_at by id), by keyset on (account_id, created_at desc,
 * id desc): a page costs the same wherever it is. `total` counts every avatar the filter matches.
 */
export async function listAvatarPage(db: Database, accountId: string, filter: AvatarFilter, limit: number, cursorText?: string) {
  const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText);
  const conditions = filterConditions(accountId, filter);
  const after = cursor ? [sql`(${avatars.createdAt}, ${avatars.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`] : [];
  // The page first, then its Blueprints: joined before the limit, the planner may join every avatar of the
  // account and sort them all (5 ms at 5,000 instead of well under 1).
  const page = db
    .select({ ...AVATAR_COLUMNS, createdAt: avatars.createdAt, createdAtText: createdAtText.as('created_at_text') })
    .from(avatars)
    .where(and(...conditions, ...after))
    .orderBy(desc(avatars.createdAt), desc(avatars.id))
    .limit(limit + 1)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...sameColumns(page, AVATAR_COLUMNS), createdAtText: page.createdAtText, ...DOCUMENT_COLUMNS })
      .from(page)
      .leftJoin(blueprints, eq(blueprints.id, page.docId))
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ total: count() }).from(avatars).where(and(...conditions)),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null;
  return { items, nextCursor, total: counted?.total ?? 0 };
}

/**
 * The filter bar's options in one small grouped query (one row per company and campaign name), and whether any
 * Blueprint makes claims (stopping at the first one found).
 */
export async function listAvatarFilters(db: Database, accountId: string) {
  const [groups, withClaims] = await Promise.all([
    db
      .select({ company: avatars.companyName, campaign: avatars.campaignName, anyFavorite: sql<boolean>`bool_or(${avatars.favorite})`, count: count() })
      .from(avatars)
      .where(eq(avatars.accountId, accountId))
      .groupBy(avatars.companyName, avatars.campaignName),
    db
      .select({ id: avatars.id })
      .from(avatars)
      .innerJoin(blueprints, eq(blueprints.id, avatars.docId))
      .where(and(eq(avatars.accountId, accountId), gt(blueprints.totalClaims, 0)))
      .limit(1),
  ]);
  const byCompany = new Map<string, string[]>();
  for (const group of groups) byCompany.set(group.company, [...(byCompany.get(group.company) ?? []), group.campaign]);
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    companies: [...byCompany.keys()].sort(byName).map((name) => ({ name, campaigns: byCompany.get(name)!.sort(byName) })),
    anyFavorite: groups.some((group) => group.anyFavorite),
    anyEvidence: withClaims.length > 0,
    total: groups.reduce((sum, group) => sum + group.count, 0),
  };
}

/** The account and the uploaded portrait of an avatar (what its signed portrait address needs), or null. */
export async function findAvatarPortrait(db: Database, id: string) {
  const [row] = await db.select({ accountId: avatars.accountId, img: avatars.img }).from(avatars).where(eq(avatars.id, id));
  return row ?? null;
}

/** A Blueprint with the avatar it describes (what its document page shows), or null. */
export async function findBlueprintPage(db: Database, id: string) {
  const [row] = await db.select({ blueprint: blueprints, avatar: avatars }).from(blueprints).innerJoin(avatars, eq(avatars.docId, blueprints.id)).where(eq(blueprints.id, id));
  return row ?? null;
}
