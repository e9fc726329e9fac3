import { z } from 'zod';
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
} from '../schemas/companies';
import { defineEndpoint } from './endpoint';
import { companiesRoutes } from './companies.route-table';

/** An account's companies and their campaigns. */
export const companiesEndpoints = {
  listCompanies: defineEndpoint({
    ...companiesRoutes.listCompanies,
    params: accountIdPathSchema,
    response: z.array(companySchema),
  }),
  createCompany: defineEndpoint({
    ...companiesRoutes.createCompany,
    body: createCompanyBodySchema,
    response: companySchema,
  }),
  getCompany: defineEndpoint({
    ...companiesRoutes.getCompany,
    params: idParamsSchema,
    response: companySchema,
  }),
  renameCompany: defineEndpoint({
    ...companiesRoutes.renameCompany,
    params: idParamsSchema,
    body: renameCompanyBodySchema,
    response: companySchema,
  }),
  deleteCompany: defineEndpoint({
    ...companiesRoutes.deleteCompany,
    params: idParamsSchema,
  }),
  listCampaigns: defineEndpoint({
    ...companiesRoutes.listCampaigns,
    params: companyIdParamsSchema,
    response: z.array(campaignSchema),
  }),
  createCampaign: defineEndpoint({
    ...companiesRoutes.createCampaign,
    body: createCampaignBodySchema,
    response: campaignSchema,
  }),
  getCampaign: defineEndpoint({
    ...companiesRoutes.getCampaign,
    params: idParamsSchema,
    response: campaignSchema,
  }),
  renameCampaign: defineEndpoint({
    ...companiesRoutes.renameCampaign,
    params: idParamsSchema,
    body: renameCampaignBodySchema,
    response: campaignSchema,
  }),
  deleteCampaign: defineEndpoint({
    ...companiesRoutes.deleteCampaign,
    params: idParamsSchema,
  }),
};
