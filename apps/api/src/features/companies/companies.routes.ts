import {
  accountIdPathSchema,
  campaignSchema,
  companyIdParamsSchema,
  companySchema,
  createCampaignBodySchema,
  createCompanyBodySchema,
  idParamsSchema,
  renameCampaignBodySchema,
  renameCompanyBodySchema,
} from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAccountAccess, assertAccountMember, requireActive } from '../../lib/guards';
import { listCampaigns, listCompanies, toCampaign, toCompany } from './companies.queries';
import { campaigns, companies } from './companies.schema';
import { createCampaign, createCompany, renameCampaign, renameCompany, visibleCampaign, visibleCompany } from './companies.service';

const tags = ['companies'];
const security = [{ bearer: [] }];

/** /api/companies: every call needs an active account; reads are open to site admins, writes to members only. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', requireActive);

  app.get('/companies/account/:accountId', { schema: { tags, security, params: accountIdPathSchema, response: { 200: z.array(companySchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.accountId);
    return listCompanies(db, request.params.accountId);
  });

  app.post('/companies', { schema: { tags, security, body: createCompanyBodySchema, response: { 201: companySchema } } }, async (request, reply) => {
    assertAccountMember(request, request.body.accountId);
    return reply.status(201).send(toCompany(await createCompany(db, request.body.accountId, request.body.displayName)));
  });

  app.post('/companies/campaigns', { schema: { tags, security, body: createCampaignBodySchema, response: { 201: campaignSchema } } }, async (request, reply) => {
    const company = await visibleCompany(db, request, request.body.companyId, 'write');
    return reply.status(201).send(toCampaign(await createCampaign(db, company.id, request.body.displayName)));
  });

  app.get('/companies/campaigns/:id', { schema: { tags, security, params: idParamsSchema, response: { 200: campaignSchema } } }, async (request) =>
    toCampaign(await visibleCampaign(db, request, request.params.id)),
  );

  app.patch('/companies/campaigns/:id', { schema: { tags, security, params: idParamsSchema, body: renameCampaignBodySchema, response: { 200: campaignSchema } } }, async (request) => {
    const campaign = await visibleCampaign(db, request, request.params.id, 'write');
    return toCampaign(await renameCampaign(db, campaign.id, request.body.displayName));
  });

  app.delete('/companies/campaigns/:id', { schema: { tags, security, params: idParamsSchema } }, async (request, reply) => {
    const campaign = await visibleCampaign(db, request, request.params.id, 'write');
    await db.delete(campaigns).where(eq(campaigns.id, campaign.id));
    return reply.status(204).send();
  });

  app.get('/companies/:companyId/campaigns', { schema: { tags, security, params: companyIdParamsSchema, response: { 200: z.array(campaignSchema) } } }, async (request) => {
    const company = await visibleCompany(db, request, request.params.companyId);
    return (await listCampaigns(db, company.id)).map(toCampaign);
  });

  app.get('/companies/:id', { schema: { tags, security, params: idParamsSchema, response: { 200: companySchema } } }, async (request) => {
    const company = await visibleCompany(db, request, request.params.id);
    return toCompany(company, await listCampaigns(db, company.id));
  });

  app.patch('/companies/:id', { schema: { tags, security, params: idParamsSchema, body: renameCompanyBodySchema, response: { 200: companySchema } } }, async (request) => {
    const company = await visibleCompany(db, request, request.params.id, 'write');
    const renamed = await renameCompany(db, company.id, request.body.displayName);
    return toCompany(renamed, await listCampaigns(db, company.id));
  });

  app.delete('/companies/:id', { schema: { tags, security, params: idParamsSchema } }, async (request, reply) => {
    const company = await visibleCompany(db, request, request.params.id, 'write');
    await db.delete(companies).where(eq(companies.id, company.id));
    return reply.status(204).send();
  });
};
