import type { Campaign, Company } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

type Caller = 'anonymous' | 'other' | 'member' | 'admin';
let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };

const call = (caller: Caller, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: caller === 'anonymous' ? {} : bearer(callers[caller].token) });

/** A fresh company with one campaign in the member's account, so deletes never affect other cases. */
async function seed() {
  const company = (await call('member', 'POST', '/api/companies', { accountId: callers.member.account.id, displayName: `co ${crypto.randomUUID()}` })).json() as Company;
  const campaign = (await call('member', 'POST', '/api/companies/campaigns', { companyId: company.id, displayName: 'spring' })).json() as Campaign;
  return { company, campaign };
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Seeded = Awaited<ReturnType<typeof seed>>;
const expected: Array<[string, (s: Seeded) => [[Method, string, object?]], Record<Caller, number>]> = [
  ['GET companies of account', (s) => [['GET', `/api/companies/account/${s.company.accountId}`]], { anonymous: 401, other: 403, member: 200, admin: 200 }],
  ['POST company', (s) => [['POST', '/api/companies', { accountId: s.company.accountId, displayName: `new ${crypto.randomUUID()}` }]], { anonymous: 401, other: 403, member: 201, admin: 403 }],
  ['GET company', (s) => [['GET', `/api/companies/${s.company.id}`]], { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['PATCH company', (s) => [['PATCH', `/api/companies/${s.company.id}`, { displayName: `renamed ${crypto.randomUUID()}` }]], { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ['DELETE company', (s) => [['DELETE', `/api/companies/${s.company.id}`]], { anonymous: 401, other: 404, member: 204, admin: 404 }],
  ['GET campaigns of company', (s) => [['GET', `/api/companies/${s.company.id}/campaigns`]], { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['POST campaign', (s) => [['POST', '/api/companies/campaigns', { companyId: s.company.id, displayName: 'autumn' }]], { anonymous: 401, other: 404, member: 201, admin: 404 }],
  ['GET campaign', (s) => [['GET', `/api/companies/campaigns/${s.campaign.id}`]], { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['PATCH campaign', (s) => [['PATCH', `/api/companies/campaigns/${s.campaign.id}`, { displayName: 'summer' }]], { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ['DELETE campaign', (s) => [['DELETE', `/api/companies/campaigns/${s.campaign.id}`]], { anonymous: 401, other: 404, member: 204, admin: 404 }],
];

describe('access rules of the companies routes', () => {
  for (const [name, request, statuses] of expected) {
    for (const caller of Object.keys(statuses) as Caller[]) {
      it(`${name} as ${caller} → ${statuses[caller]}`, async () => {
        const [[method, url, payload]] = request(await seed());
        const res = await call(caller, method, url, payload);
        expect(res.statusCode, res.body).toBe(statuses[caller]);
      });
    }
  }

  it('refuses an inactive account', async () => {
    const inactive = await registerMember(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/account/${inactive.account.id}`, headers: bearer(inactive.token) });
    expect(res.statusCode).toBe(403);
  });
});
