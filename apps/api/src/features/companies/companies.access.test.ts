import { endpoints, type EndpointDefinition } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, registerMember } from '../../test/auth-helpers';
import { tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { call, callOk, type TestCallInput } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let callers: Callers;

/** A fresh company with one campaign in the member's account, so deletes never affect other cases. */
async function seed() {
  const { token } = callers.member;
  const company = await callOk(t.app, endpoints.createCompany, { body: { accountId: callers.member.account.id, displayName: `co ${crypto.randomUUID()}` }, token });
  const campaign = await callOk(t.app, endpoints.createCampaign, { body: { companyId: company.id, displayName: 'spring' }, token });
  return { company, campaign };
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

type Seeded = Awaited<ReturnType<typeof seed>>;
const expected: Array<[string, EndpointDefinition, (s: Seeded) => Pick<TestCallInput, 'params' | 'body'>, Record<Caller, number>]> = [
  ['GET companies of account', endpoints.listCompanies, (s) => ({ params: { accountId: s.company.accountId } }), { anonymous: 401, other: 403, member: 200, admin: 200 }],
  ['POST company', endpoints.createCompany, (s) => ({ body: { accountId: s.company.accountId, displayName: `new ${crypto.randomUUID()}` } }), { anonymous: 401, other: 403, member: 201, admin: 403 }],
  ['GET company', endpoints.getCompany, (s) => ({ params: { id: s.company.id } }), { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['PATCH company', endpoints.renameCompany, (s) => ({ params: { id: s.company.id }, body: { displayName: `renamed ${crypto.randomUUID()}` } }), { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ['DELETE company', endpoints.deleteCompany, (s) => ({ params: { id: s.company.id } }), { anonymous: 401, other: 404, member: 204, admin: 404 }],
  ['GET campaigns of company', endpoints.listCampaigns, (s) => ({ params: { companyId: s.company.id } }), { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['POST campaign', endpoints.createCampaign, (s) => ({ body: { companyId: s.company.id, displayName: 'autumn' } }), { anonymous: 401, other: 404, member: 201, admin: 404 }],
  ['GET campaign', endpoints.getCampaign, (s) => ({ params: { id: s.campaign.id } }), { anonymous: 401, other: 404, member: 200, admin: 200 }],
  ['PATCH campaign', endpoints.renameCampaign, (s) => ({ params: { id: s.campaign.id }, body: { displayName: 'summer' } }), { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ['DELETE campaign', endpoints.deleteCampaign, (s) => ({ params: { id: s.campaign.id } }), { anonymous: 401, other: 404, member: 204, admin: 404 }],
];

/** The code of each refusal: a 403 here always means the account named in the request is not the caller's. */
const REFUSAL_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'NOT_YOUR_ACCOUNT', 404: 'NOT_FOUND' };

describe('access rules of the companies routes', () => {
  for (const [name, endpoint, request, statuses] of expected) {
    for (const caller of Object.keys(statuses) as Caller[]) {
      it(`${name} as ${caller} → ${statuses[caller]}`, async () => {
        const res = await call(t.app, endpoint, { ...request(await seed()), token: tokenOf(callers, caller) });
        expect(res.statusCode, res.body).toBe(statuses[caller]);
        if (res.statusCode >= 400) expect(res.json().error.code).toBe(REFUSAL_CODES[res.statusCode]);
      });
    }
  }

  it('refuses an inactive account', async () => {
    const inactive = await registerMember(t.app);
    const res = await call(t.app, endpoints.listCompanies, { params: { accountId: inactive.account.id }, token: inactive.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_INACTIVE');
  });
});
