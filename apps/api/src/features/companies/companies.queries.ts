import type { Campaign, Company } from '@persona/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { campaigns, companies } from './companies.tables';

export type CompanyRow = typeof companies.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;

export const toCampaign = (row: CampaignRow): Campaign => ({ id: row.id, companyId: row.companyId, displayName: row.displayName });

export const toCompany = (row: CompanyRow, campaignRows: CampaignRow[] = []): Company => ({
  id: row.id,
  accountId: row.accountId,
  displayName: row.displayName,
  campaigns: true,
  timestamp: row.createdAt.getTime(),
  campaignList: campaignRows.map(toCampaign),
});

export async function findCompany(db: Database, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** A campaign with the account that owns it (through its company). */
export async function findCampaign(db: Database, id: string) {
  const [row] = await db
    .select({ campaign: campaigns, accountId: companies.accountId })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, id));
  return row ?? null;
}

export const listCampaigns = (db: Database, companyId: string) =>
  db.select().from(campaigns).where(eq(campaigns.companyId, companyId)).orderBy(asc(campaigns.createdAt));

/** The account's companies, newest first, each with its campaigns: two queries whatever the count. */
export async function listCompanies(db: Database, accountId: string): Promise<Company[]> {
  const rows = await db.select().from(companies).where(eq(companies.accountId, accountId)).orderBy(desc(companies.createdAt));
  if (rows.length === 0) return [];
  const campaignRows = await db
    .select()
    .from(campaigns)
    .where(inArray(campaigns.companyId, rows.map((r) => r.id)))
    .orderBy(asc(campaigns.createdAt));
  return rows.map((row) => toCompany(row, campaignRows.filter((c) => c.companyId === row.id)));
}
