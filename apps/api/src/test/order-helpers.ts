import { endpoints, type Campaign, type Company } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from './auth-helpers';
import { call, callOk } from './call';

/** A company with one campaign in the member's account. */
export async function seedCampaign(app: FastifyInstance, member: Member, name = `Co ${crypto.randomUUID().slice(0, 8)}`) {
  const company = await callOk(app, endpoints.createCompany, { body: { accountId: member.account.id, displayName: name }, token: member.token });
  const campaign = await callOk(app, endpoints.createCampaign, { body: { companyId: company.id, displayName: 'Launch' }, token: member.token });
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
    sources: [],
    id: crypto.randomUUID(),
    price: 1,
    ...data,
  },
});

export const placeOrder = (app: FastifyInstance, member: Member, payload: object) => call(app, endpoints.orderBlueprint, { body: payload, token: member.token });
