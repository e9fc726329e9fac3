import {
  endpoints,
  filterAvatars,
  libraryAvatarSchema,
  NO_FILTERS,
  type AvatarFilterOptions,
  type AvatarPage,
  type EndpointDefinition,
  type LibraryAvatar,
} from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { createCallers } from '../../test/auth-helpers';
import { call as callEndpoint, type TestCallInput } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectSignedLink } from '../../test/signed-links';
import { blueprints } from '../blueprints';
import { avatars } from './avatars.tables';

let t: TestApp;
let callers: Callers;
let accountId: string;
const COUNT = 31;
/** The Blueprints' evidence (as version-2 Blueprints store it): none, backed (7/9, exactly half), not backed (4/9, no claims). */
const COVERAGES = [
  { supportedClaims: null, totalClaims: null },
  { supportedClaims: 7, totalClaims: 9 },
  { supportedClaims: 1, totalClaims: 2 },
  { supportedClaims: 4, totalClaims: 9 },
  { supportedClaims: 0, totalClaims: 0 },
];

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
  accountId = callers.member.account.id;
  const db = t.app.database.db;
  const docs = await db
    .insert(blueprints)
    .values(Array.from({ length: COUNT }, (_, i) => ({ accountId, document: null, externalUrl: i % 10 === 0 ? `https://docs.example.com/${i}` : null, ...COVERAGES[i % 5] })))
    .returning({ id: blueprints.id });
  const base = Date.parse('2026-05-01T12:00:00.000Z');
  const row = (i: number) => ({
    accountId,
    docId: docs[i]!.id,
    companyName: `Company ${i % 3}`,
    campaignName: `Campaign ${i % 4}`,
    name: `Persona ${i}`,
    age: 20 + i,
    gender: i % 2 ? 'female' : 'male',
    occupation: 'Marketer',
    img: i % 5 === 0 ? '' : `portrait-${i}`,
    favorite: i % 6 === 0,
  });
  // Groups of three share a creation time (as an order's avatars do); the last seven share the database's now(), with microseconds.
  await db.insert(avatars).values(Array.from({ length: COUNT - 7 }, (_, i) => ({ ...row(i), createdAt: new Date(base + Math.floor(i / 3) * 1000) })));
  await db.insert(avatars).values(Array.from({ length: 7 }, (_, i) => row(COUNT - 7 + i)));
});
afterAll(() => t.close());

const call = (caller: Caller, endpoint: EndpointDefinition, input: Pick<TestCallInput, 'params' | 'query' | 'headers'> = {}) =>
  callEndpoint(t.app, endpoint, { ...input, token: tokenOf(callers, caller) });

const fullList = async () => (await call('member', endpoints.listAvatars, { params: { accountId } })).json() as LibraryAvatar[];

async function walk(query: Record<string, string>, limit: number) {
  const seen: LibraryAvatar[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const res = await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { ...query, limit, ...(cursor ? { cursor } : {}) } });
    expect(res.statusCode).toBe(200);
    const page = res.json() as AvatarPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    totals.add(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { seen, totals: [...totals] };
}

describe('access rules of the library pages', () => {
  const cases: Array<[string, EndpointDefinition]> = [
    ['page', endpoints.listAvatarPage],
    ['filters', endpoints.listAvatarFilters],
  ];
  const statuses: Record<Caller, number> = { anonymous: 401, other: 403, member: 200, admin: 200 };
  for (const [name, endpoint] of cases) {
    for (const caller of Object.keys(statuses) as Caller[]) {
      it(`${name} as ${caller} → ${statuses[caller]}`, async () => {
        expect((await call(caller, endpoint, { params: { accountId } })).statusCode).toBe(statuses[caller]);
      });
    }
  }
});

describe('the full list', () => {
  it('still answers every avatar, newest first, in the same shape', async () => {
    const list = await fullList();
    expect(list).toHaveLength(COUNT);
    expect(z.array(libraryAvatarSchema.strict()).safeParse(list).success).toBe(true);
    const newest = list.slice(0, 7).map((a) => a.data.name);
    expect(newest.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Persona ${COUNT - 7 + i}`).sort());
    expect(list.at(-1)!.data.name).toMatch(/^Persona [012]$/);
    const drawn = list.find((a) => a.data.name === 'Persona 5')!;
    expect(drawn.data.img).toMatch(/^\/api\/portraits\/long-.+\.svg$/);
    const stored = list.find((a) => a.data.name === 'Persona 1')!;
    expectSignedLink(stored.data.img, endpoints.avatarPortrait, { id: stored.id });
    expect(list.find((a) => a.data.name === 'Persona 10')!.docUrl).toBe('https://docs.example.com/10');
    expect(list.find((a) => a.data.name === 'Persona 10')!.evidence).toBeNull();
    expect(list.find((a) => a.data.name === 'Persona 6')!.evidence).toEqual({ supported: 7, total: 9 });
    expect(list.find((a) => a.data.name === 'Persona 4')!.evidence).toEqual({ supported: 0, total: 0 });
    expectSignedLink(stored.docUrl, endpoints.blueprintPage, { id: stored.docId });
  });

  it('gives the same signed addresses in two requests, with an ETag a repeat revalidates (304)', async () => {
    const first = await call('member', endpoints.listAvatars, { params: { accountId } });
    const second = await call('member', endpoints.listAvatars, { params: { accountId } });
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call('member', endpoints.listAvatars, { params: { accountId }, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const compressed = await call('member', endpoints.listAvatars, { params: { accountId }, headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(304);
    expect(compressed.rawPayload.length).toBe(0);
    const stale = await call('member', endpoints.listAvatars, { params: { accountId }, headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the signed portrait and document addresses it lists', async () => {
    const list = await fullList();
    const signed = list.find((a) => a.data.name === 'Persona 1')!;
    const page = await t.app.inject({ method: 'GET', url: signed.docUrl });
    expect(page.statusCode).not.toBe(403);
    const forged = await t.app.inject({ method: 'GET', url: signed.docUrl.replace(/signature=[\w-]+/, 'signature=forged') });
    expect(forged.statusCode).toBe(403);
  });

  it('changes its ETag when an avatar changes', async () => {
    const before = await call('member', endpoints.listAvatars, { params: { accountId } });
    const target = (before.json() as LibraryAvatar[]).find((a) => a.data.name === 'Persona 2')!;
    await callEndpoint(t.app, endpoints.setFavorite, { params: { id: target.id }, body: { favorite: true }, token: callers.member.token });
    const after = await call('member', endpoints.listAvatars, { params: { accountId }, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await callEndpoint(t.app, endpoints.setFavorite, { params: { id: target.id }, body: { favorite: false }, token: callers.member.token });
  });
});

describe('the library pages', () => {
  it('walk every avatar exactly once, newest first (ties on created_at by id), with the total on each page', async () => {
    const list = await fullList();
    for (const limit of [1, 4, 7, 200]) {
      const { seen, totals } = await walk({}, limit);
      expect(seen.map((a) => a.id)).toEqual(list.map((a) => a.id));
      expect(new Set(seen.map((a) => a.id)).size).toBe(COUNT);
      expect(totals).toEqual([COUNT]);
    }
  });

  it('answers the same items as the full list, and the default page size', async () => {
    const list = await fullList();
    const page = (await call('member', endpoints.listAvatarPage, { params: { accountId } })).json() as AvatarPage;
    expect(page).toEqual({ items: list, nextCursor: null, total: COUNT });
  });

  it.each([
    ['company', { company: 'Company 1' }, { ...NO_FILTERS, company: 'Company 1' }],
    ['campaign', { campaign: 'Campaign 2' }, { ...NO_FILTERS, campaign: 'Campaign 2' }],
    ['favourites', { favorites: 'true' }, { ...NO_FILTERS, favoritesOnly: true }],
    ['favourites off', { favorites: 'false' }, NO_FILTERS],
    ['evidence', { evidence: 'true' }, { ...NO_FILTERS, evidenceOnly: true }],
    ['evidence off', { evidence: 'false' }, NO_FILTERS],
    ['evidence and company', { evidence: 'true', company: 'Company 2' }, { ...NO_FILTERS, evidenceOnly: true, company: 'Company 2' }],
    ['company and campaign', { company: 'Company 0', campaign: 'Campaign 0' }, { ...NO_FILTERS, company: 'Company 0', campaign: 'Campaign 0' }],
    ['all three', { company: 'Company 0', campaign: 'Campaign 0', favorites: 'true' }, { ...NO_FILTERS, company: 'Company 0', campaign: 'Campaign 0', favoritesOnly: true }],
    ['all four', { company: 'Company 1', campaign: 'Campaign 1', favorites: 'true', evidence: 'true' }, { company: 'Company 1', campaign: 'Campaign 1', favoritesOnly: true, evidenceOnly: true }],
    ['a name nobody has', { company: 'Nobody' }, { ...NO_FILTERS, company: 'Nobody' }],
  ])('filter by %s as the filter bar does, with its total', async (_name, query, filters) => {
    const expected = filterAvatars(await fullList(), filters);
    if (filters.evidenceOnly && filters.company === null) expect(expected.length).toBeGreaterThan(5);
    const { seen, totals } = await walk(query, 2);
    expect(seen.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    expect(totals).toEqual([expected.length]);
  });

  it('refuses a cursor it did not give, a page size over the limit, and a filter value it does not know', async () => {
    for (const cursor of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url')]) {
      const res = await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { cursor } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
    expect((await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { limit: 201 } })).statusCode).toBe(400);
    expect((await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { evidence: 'yes' } })).statusCode).toBe(400);
  });

  it('carries an ETag too', async () => {
    const first = await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { limit: 5 } });
    const again = await call('member', endpoints.listAvatarPage, { params: { accountId }, query: { limit: 5 }, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the filter options', () => {
  it('lists company and campaign names, sorted, whether any is a favourite, and the total', async () => {
    const options = (await call('member', endpoints.listAvatarFilters, { params: { accountId } })).json() as AvatarFilterOptions;
    const list = await fullList();
    const names = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    expect(options).toEqual({
      companies: names(list.map((a) => a.data.companyName)).map((name) => ({
        name,
        campaigns: names(list.filter((a) => a.data.companyName === name).map((a) => a.data.campaignName)),
      })),
      anyFavorite: true,
      anyEvidence: true,
      total: COUNT,
    });
  });

  it('answers an empty library', async () => {
    const options = (await call('other', endpoints.listAvatarFilters, { params: { accountId: callers.other.account.id } })).json() as AvatarFilterOptions;
    expect(options).toEqual({ companies: [], anyFavorite: false, anyEvidence: false, total: 0 });
    const page = (await call('other', endpoints.listAvatarPage, { params: { accountId: callers.other.account.id } })).json() as AvatarPage;
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});
