import { endpoints, type EndpointDefinition, type LibraryAvatar, type Panel } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member } from '../../test/auth-helpers';
import { call, type TestCallInput } from '../../test/call';
import { callersOnTest, itChecksMembershipAccess, plainMember, type MembershipAccessCase, type TestMembershipCaller } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { newPanel } from '../../test/panel-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let people: Record<'admin' | 'member' | 'other' | 'plain', Member>;
let avatars: LibraryAvatar[];
let panel: Panel;

beforeAll(async () => {
  t = await createTestApp();
  const callers = await callersOnTest(t.app, { member: 5 });
  people = { ...callers, plain: await plainMember(t.app) };
  avatars = [];
  for (const name of ['Rita Runner', 'Ben Builder']) avatars.push((await orderAndDeliver(t.app, callers.admin, callers.member, { name })).avatar);
  panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: avatars.map((a) => a.id), prompt: 'Trail or road?' });
});
afterAll(() => t.close());

const send = (who: TestMembershipCaller, endpoint: EndpointDefinition, input: TestCallInput) =>
  call(t.app, endpoint, { ...input, token: who === 'anonymous' ? undefined : people[who].token });

/**
 * Every panel route: anonymous 401; an active account without the 'test' membership 403 MEMBERSHIP_REQUIRED;
 * another account (on 'test') 404 for the panel it names (403 for an account id that is not its own); the
 * owner 200/201/204; a site admin (exempt from the membership) may read any account's panels, never create,
 * run or delete them in its name.
 */
describe('access rules of the panel routes', () => {
  const createBody = () => ({ body: { accountId: people.member.account.id, kind: 'question', avatarIds: avatars.map((a) => a.id), prompt: 'Why run?' } });
  const byId = () => ({ params: { id: panel.id } });
  const cases: MembershipAccessCase[] = [
    ['list', endpoints.listPanels, () => ({ params: { accountId: people.member.account.id } }), { other: 403, member: 200, admin: 200 }],
    ['create', endpoints.createPanel, createBody, { other: 403, member: 201, admin: 403 }],
    ['read', endpoints.getPanel, byId, { other: 404, member: 200, admin: 200 }],
    ['run', endpoints.runPanel, byId, { other: 404, member: 200, admin: 404 }],
  ];
  itChecksMembershipAccess(send, cases, (endpoint, status, res) => {
    if (endpoint === endpoints.runPanel && status !== 200) expect(res.headers['content-type']).toContain('application/json');
  });

  // Deleting last: each caller tries the same panel, and only its owner removes it.
  for (const [who, status] of [['anonymous', 401], ['plain', 403], ['other', 404], ['admin', 404], ['member', 204]] as const) {
    it(`delete as ${who} → ${status}`, async () => {
      const res = await send(who, endpoints.deletePanel, byId());
      expect(res.statusCode, res.body).toBe(status);
      const still = await send('member', endpoints.getPanel, byId());
      expect(still.statusCode).toBe(who === 'member' ? 404 : 200);
    });
  }

  it("another account can neither make a panel of this account's avatars under its own account nor see it listed", async () => {
    const own = await send('other', endpoints.createPanel, { body: { accountId: people.other.account.id, kind: 'question', avatarIds: avatars.map((a) => a.id), prompt: 'Mine?' } });
    expect(own.statusCode).toBe(404);
    expect(own.json().error.code).toBe('NOT_FOUND');
    const theirs = await send('other', endpoints.listPanels, { params: { accountId: people.other.account.id } });
    expect(theirs.json()).toEqual([]);
  });
});
