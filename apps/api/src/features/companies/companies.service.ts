import { capitalizeWords } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import { isUniqueViolation } from '../../lib/db/errors';
import { AppError } from '../../lib/errors';
import { visibleTo } from '../../lib/guards';
import { findCampaign, findCompany } from './companies.queries';
import { campaigns, companies } from './companies.schema';

export const COMPANY_NOT_FOUND = 'This company does not exist.';
export const CAMPAIGN_NOT_FOUND = 'This campaign does not exist.';
const DUPLICATE_COMPANY = 'You already have a company with this name.';
const DUPLICATE_CAMPAIGN = 'This company already has a campaign with this name.';

/** Runs a write; a duplicate name becomes a 409 with the given message. */
export async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

type Access = 'read' | 'write';

export const visibleCompany = async (db: Database, request: FastifyRequest, id: string, access: Access = 'read') => {
  const company = await findCompany(db, id);
  return visibleTo(request, company && { record: company, accountId: company.accountId }, COMPANY_NOT_FOUND, access);
};

export const visibleCampaign = async (db: Database, request: FastifyRequest, id: string, access: Access = 'read') => {
  const found = await findCampaign(db, id);
  return visibleTo(request, found && { record: found.campaign, accountId: found.accountId }, CAMPAIGN_NOT_FOUND, access);
};

export const createCompany = (db: Database, accountId: string, displayName: string) =>
  uniqueName(DUPLICATE_COMPANY, async () => (await db.insert(companies).values({ accountId, displayName: capitalizeWords(displayName) }).returning())[0]!);

export const renameCompany = (db: Database, id: string, displayName: string) =>
  uniqueName(DUPLICATE_COMPANY, async () => (await db.update(companies).set({ displayName: capitalizeWords(displayName) }).where(eq(companies.id, id)).returning())[0]!);

export const createCampaign = (db: Database, companyId: string, displayName: string) =>
  uniqueName(DUPLICATE_CAMPAIGN, async () => (await db.insert(campaigns).values({ companyId, displayName: capitalizeWords(displayName) }).returning())[0]!);

export const renameCampaign = (db: Database, id: string, displayName: string) =>
  uniqueName(DUPLICATE_CAMPAIGN, async () => (await db.update(campaigns).set({ displayName: capitalizeWords(displayName) }).where(eq(campaigns.id, id)).returning())[0]!);
