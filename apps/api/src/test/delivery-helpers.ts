import { BLUEPRINT_SECTION_KEYS, endpoints, type BlueprintDraft, type LibraryAvatar, type Order } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { createCallers, type Member } from './auth-helpers';
import { call, callOk } from './call';
import { orderPayload, placeOrder, seedCampaign } from './order-helpers';

export const SECTIONS = { 'at-a-glance': 'Rita runs **trail races**.', quotes: '> "I need grip on wet rock."' };

/** An order by the member (their account must be active with a credit), delivered by the admin. */
export async function orderAndDeliver(app: FastifyInstance, admin: Member, member: Member, body: Record<string, unknown> = {}) {
  const order = (await placeOrder(app, member, orderPayload(member, await seedCampaign(app, member)))).json() as Order;
  const res = await call(app, endpoints.deliverOrder, {
    params: { id: order.id },
    token: admin.token,
    body: { name: 'Rita Runner', age: 34, gender: 'female', occupation: 'product manager', sections: SECTIONS, ...body },
  });
  return { order, res, avatar: res.json() as LibraryAvatar };
}

export async function giveCredits(app: FastifyInstance, admin: Member, member: Member, credits: number) {
  await callOk(app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits }, token: admin.token });
}

/** The four callers, the member's and the other account's with credits for many orders. */
export async function callersWithCredits(app: FastifyInstance, credits = 100) {
  const callers = await createCallers(app);
  await giveCredits(app, callers.admin, callers.member, credits);
  await giveCredits(app, callers.admin, callers.other, credits);
  return callers;
}

/** A complete draft, as a model drafting a Blueprint answers it. */
export const DRAFT: BlueprintDraft = {
  name: 'Rita Runner',
  age: 34,
  gender: 'female',
  occupation: 'physiotherapist',
  sections: Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, `About ${key}.`])) as BlueprintDraft['sections'],
};
