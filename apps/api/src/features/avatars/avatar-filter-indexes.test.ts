import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { avatars } from './avatars.tables';

let t: TestApp;
let accountId: string;

/** A library the size the filters matter at: 20 companies, 7 campaigns, one avatar in 13 a favourite. */
beforeAll(async () => {
  t = await createTestApp();
  const callers = await createCallers(t.app);
  accountId = callers.member.account.id;
  const row = (n: number, account: string) => ({
    accountId: account,
    companyName: `Company ${n % 20}`,
    campaignName: `Campaign ${n % 7}`,
    name: `Persona ${n}`,
    age: 30,
    gender: 'female',
    occupation: 'Marketer',
    favorite: n % 13 === 0,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
  });
  for (let i = 0; i < 4000; i += 500) {
    await t.app.database.db.insert(avatars).values(Array.from({ length: 500 }, (_, j) => row(i + j, accountId)));
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
