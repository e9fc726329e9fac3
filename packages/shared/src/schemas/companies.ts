import { z } from 'zod';
import { NAME_MAX_LENGTH, nameTooLong } from '../constants';
import { MESSAGES } from '../messages';

const tooLong = nameTooLong(NAME_MAX_LENGTH);

export const companyNameSchema = z.string().trim().min(1, 'Please type a name for your company.').max(NAME_MAX_LENGTH, tooLong);
export const newCampaignNameSchema = z.string().trim().min(1, MESSAGES.campaignNameRequired).max(NAME_MAX_LENGTH, tooLong);
export const campaignRenameSchema = z.string().trim().min(1, MESSAGES.campaignNameTooShort).max(NAME_MAX_LENGTH, tooLong);

export const campaignSchema = z.object({ id: z.string(), companyId: z.string(), displayName: z.string() });
export type Campaign = z.infer<typeof campaignSchema>;

/** Company (spec section 3). timestamp is its creation time in ms; campaignList saves one call per company. */
export const companySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  displayName: z.string(),
  campaigns: z.literal(true),
  timestamp: z.number().int(),
  campaignList: z.array(campaignSchema),
});
export type Company = z.infer<typeof companySchema>;

/** Create bodies: ids and timestamps are made by the server; names are capitalised word by word. */
export const createCompanyBodySchema = z.object({ accountId: z.string().min(1), displayName: companyNameSchema });
export const renameCompanyBodySchema = z.object({ displayName: companyNameSchema });
export const createCampaignBodySchema = z.object({ companyId: z.string().min(1), displayName: newCampaignNameSchema });
export const renameCampaignBodySchema = z.object({ displayName: campaignRenameSchema });

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const companyIdParamsSchema = z.object({ companyId: z.string().min(1).max(100) });
export const accountIdPathSchema = z.object({ accountId: z.string().min(1).max(100) });
