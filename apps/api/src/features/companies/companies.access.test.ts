import { endpoints, type EndpointDefinition } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
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
/** The refusals before any record is read (anonymous, inactive, another account named in the path) are the access matrix's (lib/http/access-matrix.test.ts). */
const expected: Array<[string, EndpointDefinition, (s: Seeded) => Pick<TestCallInput, 'params' | 'body'>, Partial<Record<Caller, number>>]> = [
  ['GET companies of account', endpoints.listCompanies, (s) => ({ params: { accountId: s.company.accountId } }), { member: 200, admin: 200 }],
  ['POST company', endpoints.createCompany, (s) => ({ body: { accountId: s.company.accountId, displayName: `new ${crypto.randomUUID()}` } }), { other: 403, member: 201, admin: 403 }],
  ['GET company', endpoints.getCompany, (s) => ({ params: { id: s.company.id } }), { other: 404, member: 200, admin: 200 }],
  ['PATCH company', endpoints.renameCompany, (s) => ({ params: { id: s.company.id }, body: { displayName: `renamed ${crypto.randomUUID()}` } }), { other: 404, member: 200, admin: 404 }],
  ['DELETE company', endpoints.deleteCompany, (s) => ({ params: { id: s.company.id } }), { other: 404, member: 204, admin: 404 }],
  ['GET campaigns of company', endpoints.listCampaigns, (s) => ({ params: { companyId: s.company.id } }), { other: 404, member: 200, admin: 200 }],
  ['POST campaign', endpoints.createCampaign, (s) => ({ body: { companyId: s.company.id, displayName: 'autumn' } }), { other: 404, member: 201, admin: 404 }],
  ['GET campaign', endpoints.getCampaign, (s) => ({ params: { id: s.campaign.id } }), { other: 404, member: 200, admin: 200 }],
  ['PATCH campaign', endpoints.renameCampaign, (s) => ({ params: { id: s.campaign.id }, body: { displayName: 'summer' } }), { other: 404, member: 200, admin: 404 }],
  ['DELETE campaign', endpoints.deleteCampaign, (s) => ({ params: { id: s.campaign.id } }), { other: 404, member: 204, admin: 404 }],
];

/** The code of each refusal: a 403 here always means the account named in the request is not the caller's. */
const REFUSAL_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'NOT_YOUR_ACCOUNT', 404: 'NOT_FOUND' };

describe('access rules of the companies routes', () => {
  for (const [name, endpoint, request, statuses] of expected) {
    for (const [caller, status] of Object.entries(statuses) as [Caller, number][]) {
      it(`${name} as ${caller} → ${status}`, async () => {
        const res = await call(t.app, endpoint, { ...request(await seed()), token: tokenOf(callers, caller) });
        expect(res.statusCode, res.body).toBe(status);
        if (res.statusCode >= 400) expect(res.json().error.code).toBe(REFUSAL_CODES[res.statusCode]);
      });
    }
  }
});
