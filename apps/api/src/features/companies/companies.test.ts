import { MESSAGES, type Company } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, type Member } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Member;
let other: Member;

const as = (who: Member) => (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(who.token) });

beforeAll(async () => {
  t = await createTestApp();
  ({ member, other } = await createCallers(t.app));
});
afterAll(() => t.close());

describe('companies and campaigns', () => {
  it('capitalises and trims names word by word before saving', async () => {
    const company = (await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: '  acme corp ' })).json();
    expect(company).toMatchObject({ displayName: 'Acme Corp', campaigns: true, campaignList: [] });
    const campaign = (await as(member)('POST', '/api/companies/campaigns', { companyId: company.id, displayName: 'spring launch' })).json();
    expect(campaign.displayName).toBe('Spring Launch');
    const renamed = (await as(member)('PATCH', `/api/companies/campaigns/${campaign.id}`, { displayName: 'summer sale' })).json();
    expect(renamed.displayName).toBe('Summer Sale');
    const list = (await as(member)('GET', `/api/companies/account/${member.account.id}`)).json() as Company[];
    expect(list.find((c) => c.id === company.id)!.campaignList.map((c) => c.displayName)).toEqual(['Summer Sale']);
  });

  it('lists companies newest first', async () => {
    for (const name of ['first co', 'second co']) await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: name });
    const names = ((await as(member)('GET', `/api/companies/account/${member.account.id}`)).json() as Company[]).map((c) => c.displayName);
    expect(names.indexOf('Second Co')).toBeLessThan(names.indexOf('First Co'));
  });

  it('refuses a campaign under a company id of another account', async () => {
    const foreign = (await as(other)('POST', '/api/companies', { accountId: other.account.id, displayName: 'theirs' })).json();
    const res = await as(member)('POST', '/api/companies/campaigns', { companyId: foreign.id, displayName: 'sneaky' });
    expect(res.statusCode).toBe(404);
    expect((await as(other)('GET', `/api/companies/${foreign.id}/campaigns`)).json()).toEqual([]);
  });

  it('refuses a company in another account', async () => {
    expect((await as(member)('POST', '/api/companies', { accountId: other.account.id, displayName: 'Planted' })).statusCode).toBe(403);
  });

  it('gives the spec texts for empty names and a clear message for duplicates', async () => {
    const company = (await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: 'Dupe Test' })).json();
    const empty = await as(member)('POST', '/api/companies/campaigns', { companyId: company.id, displayName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.campaignNameRequired);
    await as(member)('POST', '/api/companies/campaigns', { companyId: company.id, displayName: 'Alpha' });
    const campaign = (await as(member)('POST', '/api/companies/campaigns', { companyId: company.id, displayName: 'Beta' })).json();
    const rename = await as(member)('PATCH', `/api/companies/campaigns/${campaign.id}`, { displayName: '' });
    expect(rename.json().error.message).toContain(MESSAGES.campaignNameTooShort);
    expect((await as(member)('PATCH', `/api/companies/campaigns/${campaign.id}`, { displayName: 'alpha' })).statusCode).toBe(409);
    expect((await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: '' })).statusCode).toBe(400);
    const dupe = await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: 'DUPE TEST' });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json().error.message).toBe('You already have a company with this name.');
    expect((await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('deletes a company together with its campaigns', async () => {
    const company = (await as(member)('POST', '/api/companies', { accountId: member.account.id, displayName: 'Doomed' })).json();
    const campaign = (await as(member)('POST', '/api/companies/campaigns', { companyId: company.id, displayName: 'Gone' })).json();
    expect((await as(member)('DELETE', `/api/companies/${company.id}`)).statusCode).toBe(204);
    expect((await as(member)('GET', `/api/companies/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });
});
