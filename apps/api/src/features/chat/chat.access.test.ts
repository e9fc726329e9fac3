import { endpoints, type ChatThread, type EndpointDefinition, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teammateOf, type Member } from '../../test/auth-helpers';
import { call, type TestCallInput } from '../../test/call';
import { callersOnTest, itChecksMembershipAccess, newThread, plainMember, type MembershipAccessCase, type TestMembershipCaller } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatMessages } from './chat.tables';

let t: TestApp;
let people: Record<'admin' | 'member' | 'other' | 'plain', Member>;
let avatar: LibraryAvatar;
let thread: ChatThread;
/** A question of the thread whose answer never came: the member may ask it again. */
let unanswered: string;

beforeAll(async () => {
  t = await createTestApp();
  const callers = await callersOnTest(t.app, { member: 5 });
  people = { ...callers, plain: await plainMember(t.app) };
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member));
  thread = await newThread(t.app, callers.member, avatar.id);
  const [row] = await t.database.handle.db.insert(chatMessages).values({ threadId: thread.id, role: 'user', content: 'Lost?', status: 'unanswered' }).returning();
  unanswered = row!.id;
});
afterAll(() => t.close());

const send = (who: TestMembershipCaller, endpoint: EndpointDefinition, input: TestCallInput) =>
  call(t.app, endpoint, { ...input, token: who === 'anonymous' ? undefined : people[who].token });

/**
 * Every chat route: anonymous 401; an active account without the 'test' membership 403 MEMBERSHIP_REQUIRED;
 * another account (on 'test') 404 for what it names (403 for an account id that is not its own); the owner
 * 200/201; a site admin (exempt from the membership) may read any account's threads, never write in them.
 */
describe('access rules of the chat routes', () => {
  const upload = { upload: { fileName: 'notes.txt', content: 'Some notes.' } };
  const cases: MembershipAccessCase[] = [
    ['list threads', endpoints.listAvatarThreads, () => ({ params: { avatarId: avatar.id } }), { other: 404, member: 200, admin: 200 }],
    [
      'new thread',
      endpoints.newThread,
      () => ({ body: { accountId: people.member.account.id, avatarId: avatar.id } }),
      { other: 403, member: 201, admin: 403 },
    ],
    ['list messages', endpoints.listThreadMessages, () => ({ params: { threadId: thread.id } }), { other: 404, member: 200, admin: 200 }],
    ['send', endpoints.sendChatMessage, () => ({ body: { threadId: thread.id, message: 'Hi there' } }), { other: 404, member: 200, admin: 404 }],
    ['stream', endpoints.streamChatMessage, () => ({ body: { threadId: thread.id, message: 'Hi there' } }), { other: 404, member: 200, admin: 404 }],
    ['ask again', endpoints.retryChatMessage, () => ({ params: { messageId: unanswered } }), { other: 404, member: 200, admin: 404 }],
    ['attach', endpoints.uploadChatAttachment, () => upload, { other: 201, member: 201, admin: 201 }],
  ];
  itChecksMembershipAccess(send, cases);

  it("another account can neither start a thread with this avatar under its own account nor read or write the thread", async () => {
    const own = await send('other', endpoints.newThread, { body: { accountId: people.other.account.id, avatarId: avatar.id } });
    expect(own.statusCode).toBe(404);
    expect(own.json().error.code).toBe('NOT_FOUND');
    for (const [endpoint, input] of [
      [endpoints.listThreadMessages, { params: { threadId: thread.id } }],
      [endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Let me in' } }],
      [endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'Let me in' } }],
    ] as const) {
      const res = await send('other', endpoint, input);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    const messages = (await send('member', endpoints.listThreadMessages, { params: { threadId: thread.id } })).json() as { content: string }[];
    expect(messages.map((m) => m.content)).not.toContain('Let me in');
  });

  it("opens a thread by its id for every member of its account (a shared link), and nobody else's nor an unknown one", async () => {
    const teammate = await teammateOf(t.app, people.member);
    const shared = await call(t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: teammate.token });
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as { content: string }[]).map((message) => message.content)).toContain('Lost?');
    for (const [who, threadId] of [
      ['other', thread.id],
      ['member', 'no-such-thread'],
    ] as const) {
      const res = await send(who, endpoints.listThreadMessages, { params: { threadId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it("refuses another account's attachment in a question (404) and saves nothing", async () => {
    const theirs = (await send('other', endpoints.uploadChatAttachment, { upload: { fileName: 'secret.txt', content: 'Their secret.' } })).json() as { attachment: string };
    const before = ((await send('member', endpoints.listThreadMessages, { params: { threadId: thread.id } })).json() as unknown[]).length;
    const res = await send('member', endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'What does it say?', attachment: theirs.attachment } });
    expect(res.statusCode).toBe(404);
    expect(((await send('member', endpoints.listThreadMessages, { params: { threadId: thread.id } })).json() as unknown[]).length).toBe(before);
  });

  it('answers a refused stream request in JSON, not as a stream', async () => {
    const res = await send('member', endpoints.streamChatMessage, { body: { threadId: thread.id, message: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
