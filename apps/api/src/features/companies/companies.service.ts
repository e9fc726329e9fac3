import { capitalizeWords } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { isUniqueViolation } from '../../lib/db/errors';
import { AppError } from '../../lib/errors';
import type { Owned } from '../../lib/http/route';
import { findCampaign, findCompany, type CampaignRow, type CompanyRow } from './companies.queries';
import { campaigns, companies } from './companies.tables';

export const COMPANY_NOT_FOUND = 'This company does not exist.';
export const CAMPAIGN_NOT_FOUND = 'This campaign does not exist.';
const DUPLICATE_COMPANY = 'You already have a company with this name.';
const DUPLICATE_CAMPAIGN = 'This company already has a campaign with this name.';

/** Runs a write; a duplicate name becomes a 409 with the given message. */
export async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('NAME_TAKEN', message);
    throw error;
  }
}

/** A company with the account that owns it, for the routes' ownership check. */
export const ownedCompany = async (db: Database, id: string): Promise<Owned<CompanyRow> | null> => {
  const company = await findCompany(db, id);
  return company && { record: company, accountId: company.accountId };
};

export const ownedCampaign = async (db: Database, id: string): Promise<Owned<CampaignRow> | null> => {
  const found = await findCampaign(db, id);
  return found && { record: found.campaign, accountId: found.accountId };
};

export const createCompany = (db: Database, accountId: string, displayName: string) =>
  uniqueName(DUPLICATE_COMPANY, async () => (await db.insert(companies).values({ accountId, displayName: capitalizeWords(displayName) }).returning())[0]!);

export const renameCompany = (db: Database, id: string, displayName: string) =>
  uniqueName(DUPLICATE_COMPANY, async () => (await db.update(companies).set({ displayName: capitalizeWords(displayName) }).where(eq(companies.id, id)).returning())[0]!);

export const createCampaign = (db: Database, companyId: string, displayName: string) =>
  uniqueName(DUPLICATE_CAMPAIGN, async () => (await db.insert(campaigns).values({ companyId, displayName: capitalizeWords(displayName) }).returning())[0]!);

export const renameCampaign = (db: Database, id: string, displayName: string) =>
  uniqueName(DUPLICATE_CAMPAIGN, async () => (await db.update(campaigns).set({ displayName: capitalizeWords(displayName) }).where(eq(campaigns.id, id)).returning())[0]!);

export async function deleteCompany(db: Database, id: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

export async function deleteCampaign(db: Database, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}
