import { endpoints, MESSAGES, type Company, type EndpointDefinition } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call, type TestCallInput } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Member;
let other: Member;

const as = (who: Member) => (endpoint: EndpointDefinition, input: Pick<TestCallInput, 'params' | 'body'> = {}) =>
  call(t.app, endpoint, { ...input, token: who.token });

beforeAll(async () => {
  t = await createTestApp();
  ({ member, other } = await createCallers(t.app));
});
afterAll(() => t.close());

describe('companies and campaigns', () => {
  it('capitalises and trims names word by word before saving', async () => {
    const company = (await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: '  acme corp ' } })).json();
    expect(company).toMatchObject({ displayName: 'Acme Corp', campaigns: true, campaignList: [] });
    const campaign = (await as(member)(endpoints.createCampaign, { body: { companyId: company.id, displayName: 'spring launch' } })).json();
    expect(campaign.displayName).toBe('Spring Launch');
    const renamed = (await as(member)(endpoints.renameCampaign, { params: { id: campaign.id }, body: { displayName: 'summer sale' } })).json();
    expect(renamed.displayName).toBe('Summer Sale');
    const list = (await as(member)(endpoints.listCompanies, { params: { accountId: member.account.id } })).json() as Company[];
    expect(list.find((c) => c.id === company.id)!.campaignList.map((c) => c.displayName)).toEqual(['Summer Sale']);
  });

  it('lists companies newest first', async () => {
    for (const name of ['first co', 'second co']) await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: name } });
    const names = ((await as(member)(endpoints.listCompanies, { params: { accountId: member.account.id } })).json() as Company[]).map((c) => c.displayName);
    expect(names.indexOf('Second Co')).toBeLessThan(names.indexOf('First Co'));
  });

  it('refuses a campaign under a company id of another account', async () => {
    const foreign = (await as(other)(endpoints.createCompany, { body: { accountId: other.account.id, displayName: 'theirs' } })).json();
    const res = await as(member)(endpoints.createCampaign, { body: { companyId: foreign.id, displayName: 'sneaky' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await as(other)(endpoints.listCampaigns, { params: { companyId: foreign.id } })).json()).toEqual([]);
  });

  it('refuses a company in another account', async () => {
    const planted = await as(member)(endpoints.createCompany, { body: { accountId: other.account.id, displayName: 'Planted' } });
    expect(planted.statusCode).toBe(403);
    expect(planted.json().error.code).toBe('NOT_YOUR_ACCOUNT');
  });

  it('gives the spec texts for empty names and a clear message for duplicates', async () => {
    const company = (await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: 'Dupe Test' } })).json();
    const empty = await as(member)(endpoints.createCampaign, { body: { companyId: company.id, displayName: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.campaignNameRequired);
    await as(member)(endpoints.createCampaign, { body: { companyId: company.id, displayName: 'Alpha' } });
    const campaign = (await as(member)(endpoints.createCampaign, { body: { companyId: company.id, displayName: 'Beta' } })).json();
    const rename = await as(member)(endpoints.renameCampaign, { params: { id: campaign.id }, body: { displayName: '' } });
    expect(rename.json().error.message).toContain(MESSAGES.campaignNameTooShort);
    const taken = await as(member)(endpoints.renameCampaign, { params: { id: campaign.id }, body: { displayName: 'alpha' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('NAME_TAKEN');
    expect((await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: '' } })).statusCode).toBe(400);
    const dupe = await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: 'DUPE TEST' } });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json().error).toMatchObject({ code: 'NAME_TAKEN', message: 'You already have a company with this name.' });
    expect((await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: 'x'.repeat(101) } })).statusCode).toBe(400);
  });

  it('deletes a company together with its campaigns', async () => {
    const company = (await as(member)(endpoints.createCompany, { body: { accountId: member.account.id, displayName: 'Doomed' } })).json();
    const campaign = (await as(member)(endpoints.createCampaign, { body: { companyId: company.id, displayName: 'Gone' } })).json();
    expect((await as(member)(endpoints.deleteCompany, { params: { id: company.id } })).statusCode).toBe(204);
    expect((await as(member)(endpoints.getCampaign, { params: { id: campaign.id } })).statusCode).toBe(404);
  });
});
