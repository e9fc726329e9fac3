import { MESSAGES, type AvatarSnapshot, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, type Member } from '../../test/auth-helpers';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };
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

type Caller = 'anonymous' | 'other' | 'member' | 'admin';
const call = (caller: Caller, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: caller === 'anonymous' ? {} : bearer(callers[caller].token) });

describe('access rules of the avatar routes', () => {
  const cases: Array<[string, () => [method: 'GET' | 'PATCH', url: string, payload?: object], Record<Caller, number>]> = [
    ['list', () => ['GET', `/api/avatars/account/${callers.member.account.id}`], { anonymous: 401, other: 403, member: 200, admin: 200 }],
    ['read', () => ['GET', `/api/avatars/${avatar.id}`], { anonymous: 401, other: 404, member: 200, admin: 200 }],
    ['favourite', () => ['PATCH', `/api/avatars/${avatar.id}/favorite`, { favorite: true }], { anonymous: 401, other: 404, member: 200, admin: 404 }],
    ['rename', () => ['PATCH', `/api/avatars/${avatar.id}/name`, { name: 'Rita' }], { anonymous: 401, other: 404, member: 200, admin: 404 }],
  ];
  for (const [name, request, statuses] of cases) {
    for (const caller of Object.keys(statuses) as Caller[]) {
      it(`${name} as ${caller} → ${statuses[caller]}`, async () => {
        const [method, url, payload] = request();
        expect((await call(caller, method, url, payload)).statusCode).toBe(statuses[caller]);
      });
    }
  }
});

describe('avatars', () => {
  it('returns the snapshot as the first item of a list', async () => {
    const [snapshot] = (await call('member', 'GET', `/api/avatars/${avatar.id}`)).json() as AvatarSnapshot[];
    expect(snapshot).toMatchObject({ id: avatar.id, age: 34, user: { accountID: callers.member.account.id, userId: callers.member.user.id } });
    expect(snapshot!.data.docUrl).toMatch(/^\/api\/blueprints\/[0-9a-f-]+\/page\?expires=/);
  });

  it('favourites and renames, and refuses an empty name with the spec text', async () => {
    expect((await call('member', 'PATCH', `/api/avatars/${avatar.id}/favorite`, { favorite: true })).json().data.favorite).toBe(true);
    expect((await call('member', 'PATCH', `/api/avatars/${avatar.id}/name`, { name: 'Trail Rita' })).json().data.name).toBe('Trail Rita');
    const empty = await call('member', 'PATCH', `/api/avatars/${avatar.id}/name`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.avatarNameRequired);
    const [listed] = (await call('member', 'GET', `/api/avatars/account/${callers.member.account.id}`)).json() as LibraryAvatar[];
    expect(listed!.data).toMatchObject({ name: 'Trail Rita', favorite: true });
  });

  it('serves the document page at the signed address only, without the script', async () => {
    const [snapshot] = (await call('member', 'GET', `/api/avatars/${avatar.id}`)).json() as AvatarSnapshot[];
    const page = await t.app.inject({ method: 'GET', url: snapshot!.data.docUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>world</strong>');
    expect(page.body).toContain('<section id="at-a-glance">');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('id="goals"');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const unsigned = snapshot!.data.docUrl.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${unsigned}?expires=9999999999&signature=forged` })).statusCode).toBe(403);
  });

  it('draws a portrait when none was uploaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});
