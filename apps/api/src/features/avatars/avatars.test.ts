import {
  endpointPath,
  endpoints,
  MESSAGES,
  type AvatarFilterOptions,
  type AvatarPage,
  type AvatarSnapshot,
  type EndpointDefinition,
  type LibraryAvatar,
} from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import { tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { call as callEndpoint, type TestCallInput } from '../../test/call';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { expectSignedLink } from '../../test/signed-links';
import { giveEvidenceBlueprint } from '../../test/evidence-blueprints';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blueprints, withoutLayoutScript } from '../blueprints';
import { avatars } from './avatars.tables';

let t: TestApp;
let callers: Callers;
let avatar: LibraryAvatar;

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
  await giveCredits(t.app, callers.admin, callers.member, 20);
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, {
    sections: { 'at-a-glance': 'Hello <script>alert("x")</script> **world**', goals: '' },
  }));
});
afterAll(() => t.close());

const call = (caller: Caller, endpoint: EndpointDefinition, input: Pick<TestCallInput, 'params' | 'body'> = {}) =>
  callEndpoint(t.app, endpoint, { ...input, token: tokenOf(callers, caller) });

describe('access rules of the avatar routes', () => {
  const cases: Array<[string, EndpointDefinition, () => Pick<TestCallInput, 'params' | 'body'>, Record<Caller, number>]> = [
    ['list', endpoints.listAvatars, () => ({ params: { accountId: callers.member.account.id } }), { anonymous: 401, other: 403, member: 200, admin: 200 }],
    ['read', endpoints.getAvatar, () => ({ params: { id: avatar.id } }), { anonymous: 401, other: 404, member: 200, admin: 200 }],
    ['favourite', endpoints.setFavorite, () => ({ params: { id: avatar.id }, body: { favorite: true } }), { anonymous: 401, other: 404, member: 200, admin: 404 }],
    ['rename', endpoints.renameAvatar, () => ({ params: { id: avatar.id }, body: { name: 'Rita' } }), { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ];
  for (const [name, endpoint, request, statuses] of cases) {
    for (const caller of Object.keys(statuses) as Caller[]) {
      it(`${name} as ${caller} → ${statuses[caller]}`, async () => {
        expect((await call(caller, endpoint, request())).statusCode).toBe(statuses[caller]);
      });
    }
  }
});

describe('avatars', () => {
  it('returns the snapshot as the first item of a list', async () => {
    const [snapshot] = (await call('member', endpoints.getAvatar, { params: { id: avatar.id } })).json() as AvatarSnapshot[];
    expect(snapshot).toMatchObject({ id: avatar.id, age: 34, user: { accountID: callers.member.account.id, userId: callers.member.user.id } });
    expect(avatar.docId).toMatch(/^[0-9a-f-]+$/);
    expectSignedLink(snapshot!.data.docUrl, endpoints.blueprintPage, { id: avatar.docId });
  });

  it('favourites and renames, and refuses an empty name with the spec text', async () => {
    expect((await call('member', endpoints.setFavorite, { params: { id: avatar.id }, body: { favorite: true } })).json().data.favorite).toBe(true);
    expect((await call('member', endpoints.renameAvatar, { params: { id: avatar.id }, body: { name: 'Trail Rita' } })).json().data.name).toBe('Trail Rita');
    const empty = await call('member', endpoints.renameAvatar, { params: { id: avatar.id }, body: { name: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.avatarNameRequired);
    const [listed] = (await call('member', endpoints.listAvatars, { params: { accountId: callers.member.account.id } })).json() as LibraryAvatar[];
    expect(listed!.data).toMatchObject({ name: 'Trail Rita', favorite: true });
  });

  it('serves the document page at the signed address only, with no script but its own layout script', async () => {
    const [snapshot] = (await call('member', endpoints.getAvatar, { params: { id: avatar.id } })).json() as AvatarSnapshot[];
    const page = await t.app.inject({ method: 'GET', url: snapshot!.data.docUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>world</strong>');
    expect(page.body).toContain('<section id="at-a-glance">');
    expect(withoutLayoutScript(page.body)).not.toContain('<script');
    expect(page.body).not.toContain('id="goals"');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const unsigned = snapshot!.data.docUrl.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'GET', url: `${unsigned}?expires=9999999999&signature=forged` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('LINK_INVALID');
  });

  it('draws a portrait when none was uploaded', async () => {
    expect(avatar.data.img).toBe(endpointPath(endpoints.portrait, { seed: `long-${avatar.id}.svg` }));
    const res = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});

describe('evidence', () => {
  it('is null on the card and the snapshot of a version-1 Blueprint', async () => {
    const [snapshot] = (await call('member', endpoints.getAvatar, { params: { id: avatar.id } })).json() as AvatarSnapshot[];
    expect(snapshot!.evidence).toBeNull();
    expect(avatar.evidence).toBeNull();
  });

  it('gives a version-2 Blueprint’s coverage to the snapshot, the lists, the filter and the changed card, and its page shows the claims', async () => {
    const { avatar: second } = await orderAndDeliver(t.app, callers.admin, callers.member);
    const accountId = callers.member.account.id;
    const filters = async () => ((await call('member', endpoints.listAvatarFilters, { params: { accountId } })).json() as AvatarFilterOptions).anyEvidence;
    const backedPage = async () => (await callEndpoint(t.app, endpoints.listAvatarPage, { params: { accountId }, query: { evidence: 'true' }, token: callers.member.token })).json() as AvatarPage;
    expect(await filters()).toBe(false);
    expect((await backedPage()).total).toBe(0);
    await giveEvidenceBlueprint(t.app.database.db, second.id);
    expect(await filters()).toBe(true);
    expect((await backedPage()).items.map((item) => item.id)).toEqual([second.id]);
    const evidence = { supported: 7, total: 9 };
    const [snapshot] = (await call('member', endpoints.getAvatar, { params: { id: second.id } })).json() as AvatarSnapshot[];
    expect(snapshot!.evidence).toEqual(evidence);
    const list = (await call('member', endpoints.listAvatars, { params: { accountId: callers.member.account.id } })).json() as LibraryAvatar[];
    expect(list.find((item) => item.id === second.id)!.evidence).toEqual(evidence);
    const renamed = (await call('member', endpoints.renameAvatar, { params: { id: second.id }, body: { name: 'Evidenced Rita' } })).json() as LibraryAvatar;
    expect(renamed.evidence).toEqual(evidence);
    const page = await t.app.inject({ method: 'GET', url: snapshot!.data.docUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('7 of 9 claims backed by your research · 77 %');
    expect(page.body).toContain('popovertarget="pains-evidence-1"');
    expect(page.body).toContain('Assumption: not found in your research');
    expect(withoutLayoutScript(page.body)).not.toMatch(/<script|<img/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the cached full list', () => {
  const listed = async () => {
    const res = await call('member', endpoints.listAvatars, { params: { accountId: callers.member.account.id } });
    expect(res.statusCode).toBe(200);
    return { etag: res.headers.etag as string, avatars: res.json() as LibraryAvatar[] };
  };
  const find = (list: LibraryAvatar[], id: string) => list.find((item) => item.id === id)!;

  it('shows every change at once, whoever writes it: the API, a delivery, a script, a deleted company, a Blueprint moved', async () => {
    const before = await listed();
    // Nothing changed: the same bytes, and the client's copy is confirmed with 304.
    expect((await listed()).etag).toBe(before.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: endpointPath(endpoints.listAvatars, { accountId: callers.member.account.id }),
      headers: { authorization: `Bearer ${tokenOf(callers, 'member')}`, 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(304);

    await call('member', endpoints.setFavorite, { params: { id: avatar.id }, body: { favorite: false } });
    expect(find((await listed()).avatars, avatar.id).data.favorite).toBe(false);

    const db = t.app.database.db;
    await db.update(avatars).set({ name: 'Renamed by a script' }).where(eq(avatars.id, avatar.id));
    expect(find((await listed()).avatars, avatar.id).data.name).toBe('Renamed by a script');

    const { avatar: second } = await orderAndDeliver(t.app, callers.admin, callers.member);
    const afterDelivery = await listed();
    expect(afterDelivery.avatars.map((item) => item.id)).toEqual(expect.arrayContaining([avatar.id, second.id]));

    const companyId = find(afterDelivery.avatars, second.id).data.companyId!;
    expect((await call('member', endpoints.deleteCompany, { params: { id: companyId } })).statusCode).toBeLessThan(300);
    expect(find((await listed()).avatars, second.id).data.companyId).toBeNull();

    await db.update(blueprints).set({ externalUrl: 'https://docs.example.com/rita' }).where(eq(blueprints.id, second.docId!));
    expect(find((await listed()).avatars, second.id).docUrl).toBe('https://docs.example.com/rita');

    await db.delete(avatars).where(eq(avatars.id, second.id));
    const last = await listed();
    expect(last.avatars.map((item) => item.id)).not.toContain(second.id);
    expect(last.etag).not.toBe(before.etag);
  });

  it("keeps each account's list apart", async () => {
    expect((await call('other', endpoints.listAvatars, { params: { accountId: callers.other.account.id } })).json()).toEqual([]);
    expect((await call('other', endpoints.listAvatars, { params: { accountId: callers.member.account.id } })).statusCode).toBe(403);
  });
});
