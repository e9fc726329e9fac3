import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { listCampaigns, listCompanies, toCampaign, toCompany } from './companies.queries';
import { CAMPAIGN_NOT_FOUND, COMPANY_NOT_FOUND, createCampaign, createCompany, deleteCampaign, deleteCompany, ownedCampaign, ownedCompany, renameCampaign, renameCompany } from './companies.service';

/** Companies and campaigns: reads are open to the account's members and site admins, writes to members only. */
export const companiesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const company = (mode: 'read' | 'write') => ({ record: ({ params }: { params: { id: string } }) => ownedCompany(db, params.id), mode, notFound: COMPANY_NOT_FOUND });
  const campaign = (mode: 'read' | 'write') => ({ record: ({ params }: { params: { id: string } }) => ownedCampaign(db, params.id), mode, notFound: CAMPAIGN_NOT_FOUND });

  route(app, endpoints.listCompanies, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => listCompanies(db, params.accountId),
  });

  route(app, endpoints.createCompany, {
    owner: { account: ({ body }) => body.accountId, mode: 'write' },
    handler: async ({ body }) => toCompany(await createCompany(db, body.accountId, body.displayName)),
  });

  route(app, endpoints.getCompany, {
    owner: company('read'),
    handler: async ({ record }) => toCompany(record, await listCampaigns(db, record.id)),
  });

  route(app, endpoints.renameCompany, {
    owner: company('write'),
    handler: async ({ record, body }) => toCompany(await renameCompany(db, record.id, body.displayName), await listCampaigns(db, record.id)),
  });

  route(app, endpoints.deleteCompany, {
    owner: company('write'),
    handler: ({ record }) => deleteCompany(db, record.id),
  });

  route(app, endpoints.listCampaigns, {
    owner: { record: ({ params }) => ownedCompany(db, params.companyId), mode: 'read', notFound: COMPANY_NOT_FOUND },
    handler: async ({ record }) => (await listCampaigns(db, record.id)).map(toCampaign),
  });

  route(app, endpoints.createCampaign, {
    owner: { record: ({ body }) => ownedCompany(db, body.companyId), mode: 'write', notFound: COMPANY_NOT_FOUND },
    handler: async ({ record, body }) => toCampaign(await createCampaign(db, record.id, body.displayName)),
  });

  route(app, endpoints.getCampaign, { owner: campaign('read'), handler: async ({ record }) => toCampaign(record) });

  route(app, endpoints.renameCampaign, {
    owner: campaign('write'),
    handler: async ({ record, body }) => toCampaign(await renameCampaign(db, record.id, body.displayName)),
  });

  route(app, endpoints.deleteCampaign, {
    owner: campaign('write'),
    handler: ({ record }) => deleteCampaign(db, record.id),
  });
};
