import type { Campaign, Company } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { bearer, type Member } from './auth-helpers';

/** A company with one campaign in the member's account. */
export async function seedCampaign(app: FastifyInstance, member: Member, name = `Co ${crypto.randomUUID().slice(0, 8)}`) {
  const company = (await app.inject({ method: 'POST', url: '/api/companies', headers: bearer(member.token), payload: { accountId: member.account.id, displayName: name } })).json() as Company;
  const campaign = (await app.inject({ method: 'POST', url: '/api/companies/campaigns', headers: bearer(member.token), payload: { companyId: company.id, displayName: 'Launch' } })).json() as Campaign;
  return { company, campaign };
}

/** The spec's Blueprint order payload for that member and campaign. */
export const orderPayload = (member: Member, seeded: { company: Company; campaign: Campaign }, data: Record<string, unknown> = {}) => ({
  user: { accountId: member.account.id, userId: member.user.id },
  data: {
    companyId: seeded.company.id,
    campaignId: seeded.campaign.id,
    companyName: seeded.company.displayName,
    campaignName: seeded.campaign.displayName,
    product: 'A running shoe for trail runners',
    context: 'Launching in spring',
    attachment: '',
    id: crypto.randomUUID(),
    price: 1,
    ...data,
  },
});

export const placeOrder = (app: FastifyInstance, member: Member, payload: object) =>
  app.inject({ method: 'POST', url: '/api/orders/blueprint', headers: bearer(member.token), payload });
