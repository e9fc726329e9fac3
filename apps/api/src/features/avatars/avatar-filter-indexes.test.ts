import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blueprints } from '../blueprints';
import { listAvatarPage } from './avatars.queries';
import { avatars } from './avatars.tables';

let t: TestApp;
let accountId: string;

/**
 * A library the size the filters matter at: 20 companies, 7 campaigns, one avatar in 13 a favourite, every
 * Blueprint of version 2 with one in 3 evidence-backed.
 */
beforeAll(async () => {
  t = await createTestApp();
  const callers = await createCallers(t.app);
  accountId = callers.member.account.id;
  const row = (n: number, account: string, docId: string | null = null) => ({
    accountId: account,
    docId,
    companyName: `Company ${n % 20}`,
    campaignName: `Campaign ${n % 7}`,
    name: `Persona ${n}`,
    age: 30,
    gender: 'female',
    occupation: 'Marketer',
    favorite: n % 13 === 0,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
  });
  // Two Blueprints shared by all (a Blueprint per avatar would only slow the set-up down): one backed, one not.
  const [backed, notBacked] = await t.app.database.db
    .insert(blueprints)
    .values([
      { accountId, supportedClaims: 8, totalClaims: 9 },
      { accountId, supportedClaims: 2, totalClaims: 9 },
    ])
    .returning({ id: blueprints.id });
  for (let i = 0; i < 4000; i += 500) {
    await t.app.database.db.insert(avatars).values(Array.from({ length: 500 }, (_, j) => row(i + j, accountId, ((i + j) % 3 === 0 ? backed : notBacked)!.id)));
  }
  await t.app.database.db.insert(avatars).values(Array.from({ length: 500 }, (_, j) => row(j, callers.other.account.id)));
  await t.app.database.db.execute(sql`analyze avatars`);
}, 60_000);
afterAll(() => t.close());

/** The index names in the plan PostgreSQL chooses for a statement. */
async function indexesOf(statement: SQL): Promise<string[]> {
  const result = await t.app.database.db.execute(sql`explain (format json) ${statement}`);
  const plan = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  return [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((match) => match[1]!);
}

// The shapes listAvatarPage runs for a filtered first page: the page by keyset order, and its total.
const page = (filter: SQL) =>
  sql`select ${avatars.id} from ${avatars} where ${avatars.accountId} = ${accountId} and ${filter} order by ${avatars.createdAt} desc, ${avatars.id} desc limit 49`;
const total = (filter: SQL) => sql`select count(*) from ${avatars} where ${avatars.accountId} = ${accountId} and ${filter}`;

describe('a filtered library page reads its own rows through an index', () => {
  it('for a company, and a company and campaign', async () => {
    for (const filter of [sql`${avatars.companyName} = 'Company 3'`, sql`${avatars.companyName} = 'Company 3' and ${avatars.campaignName} = 'Campaign 2'`]) {
      expect(await indexesOf(total(filter))).toEqual(['avatars_account_company_created_idx']);
    }
    expect(await indexesOf(page(sql`${avatars.companyName} = 'Company 3' and ${avatars.campaignName} = 'Campaign 2'`))).toEqual(['avatars_account_company_created_idx']);
  });

  it('for favourites', async () => {
    const filter = sql`${avatars.favorite} = true`;
    expect(await indexesOf(total(filter))).toEqual(['avatars_account_favorite_created_idx']);
    expect(await indexesOf(page(filter))).toEqual(['avatars_account_favorite_created_idx']);
  });
});

describe('the evidence-backed page', () => {
  // No index can hold a condition on another table: the page joins the account's Blueprints (by their primary
  // key, or one hash of them), which `npm run bench:avatars` times at 5,000 avatars.
  it('finds the newest evidence-backed avatars of thousands, and counts them all', async () => {
    const page = await listAvatarPage(t.app.database.db, accountId, { favoritesOnly: false, evidenceOnly: true }, 48);
    expect(page.total).toBe(Math.ceil(4000 / 3));
    expect(page.items.map((item) => item.name)).toEqual(Array.from({ length: 48 }, (_, i) => `Persona ${3999 - 3 * i}`));
    expect(page.items.every((item) => item.supportedClaims === 8 && item.totalClaims === 9)).toBe(true);
    expect(page.nextCursor).not.toBeNull();
  });
});
