import { CHAT_ATTACHMENT_TEXT_MAX_LENGTH, chatReplySchema, endpoints, type ChatCitation, type ChatMessage, type ChatThread, type LibraryAvatar } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { allowChat, newThread } from '../../test/chat-helpers';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf } from '../../test/event-stream';
import { docx, odt } from '../../test/office-files';
import { expectSignedLink } from '../../test/signed-links';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatAttachments } from './chat.tables';

let t: TestApp;
let callers: Callers;
let avatar: LibraryAvatar;
let external: LibraryAvatar;

const SECTIONS = {
  'at-a-glance': 'Rita is a product manager who runs **trail races** every weekend.',
  pains: 'Her running shoes wear out after three months; she hates paying 180 euros every season.',
  quotes: '> "I need grip on wet rock."',
};

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
  await allowChat(t.app, callers.admin, callers.member);
  await giveCredits(t.app, callers.admin, callers.member, 5);
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: SECTIONS }));
  ({ avatar: external } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: {}, externalUrl: 'https://docs.example.com/rita' }));
});
afterAll(() => t.close());

const token = () => callers.member.token;
const withoutSignature = (c: ChatCitation) => ({ ...c, url: c.url.replace(/\?.*#/, '?…#') });
const messagesOf = (threadId: string) => callOk(t.app, endpoints.listThreadMessages, { params: { threadId }, token: token() });

describe('threads', () => {
  it('starts threads, names them after their first question and lists the most recently used first', async () => {
    const first = await newThread(t.app, callers.member, avatar.id);
    expect(first).toMatchObject({ name: '', accountId: callers.member.account.id, avatarId: avatar.id });
    const second = await newThread(t.app, callers.member, avatar.id);
    const question = 'What do you look for in a running shoe when the trail is wet and rocky and long?';
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: first.id, message: question }, token: token() });
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: first.id, message: 'And the price?' }, token: token() });
    const listed = await callOk(t.app, endpoints.listAvatarThreads, { params: { avatarId: avatar.id }, token: token() });
    expect(listed.map((th) => th.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(listed[0]!.name).toBe(question.slice(0, 60).trim());
    expect(listed[0]!.name.length).toBeLessThanOrEqual(60);
    expect(listed[0]!.updatedAt).toBeGreaterThan(first.updatedAt);
  });

  it('refuses an avatar that does not exist', async () => {
    const res = await call(t.app, endpoints.newThread, { body: { accountId: callers.member.account.id, avatarId: 'nope' }, token: token() });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/chat/message', () => {
  let thread: ChatThread;
  beforeAll(async () => {
    thread = await newThread(t.app, callers.member, avatar.id);
  });

  it("answers in the spec's shape, saves both messages, and cites the Blueprint at its sections", async () => {
    const res = await call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'What bothers you about your running shoes?' }, token: token() });
    expect(res.statusCode, res.body).toBe(200);
    const reply = chatReplySchema.parse(res.json());
    expect(reply).toHaveLength(1);
    const [answer] = reply;
    expect(answer).toMatchObject({ role: 'assistant', thread_id: thread.id, content: [{ type: 'text', text: { annotations: [] } }] });
    expect(answer!.content[0]!.text.value.trim()).not.toBe('');
    expect(answer!.created_at).toBeLessThan(Date.now() / 1000 + 1);
    expect(answer!.created_at).toBeGreaterThan(Date.now() / 1000 - 120);
    for (const citation of answer!.citations) {
      expect(Object.keys(SECTIONS)).toContain(citation.key);
      const [page, fragment] = citation.url.split('#');
      expect(fragment).toBe(citation.key);
      expectSignedLink(page!, endpoints.blueprintPage, { id: avatar.docId });
      const html = await t.app.inject({ method: 'GET', url: page! });
      expect(html.body).toContain(`<section id="${citation.key}">`);
    }

    const saved = await messagesOf(thread.id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved[0]).toMatchObject({ content: 'What bothers you about your running shoes?', citations: [], attachmentName: null });
    expect(saved[1]).toMatchObject({ id: answer!.id, content: answer!.content[0]!.text.value });
    // The links are signed anew on every read (their expiry moves): the same sections, the same pages.
    expect(saved[1]!.citations.map(withoutSignature)).toEqual(answer!.citations.map(withoutSignature));
    expect(saved[1]!.createdAt).toBeGreaterThan(saved[0]!.createdAt);
  });

  it('gives the persona the thread so far', async () => {
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Tell me more.' }, token: token() });
    const saved = await messagesOf(thread.id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('adds an attachment of the account under a separator, and names the file', async () => {
    const { attachment, name, characters } = await callOk(t.app, endpoints.uploadChatAttachment, {
      body: { fileName: 'brief.txt', content: 'Our new shoe has a Vibram sole.\r\nIt costs 150 euros.' },
      token: token(),
    });
    expect({ name, characters }).toEqual({ name: 'brief.txt', characters: 'Our new shoe has a Vibram sole.\nIt costs 150 euros.'.length });
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Would you buy this?', attachment }, token: token() });
    const question = (await messagesOf(thread.id)).at(-2)!;
    expect(question).toMatchObject({ role: 'user', attachmentName: 'brief.txt' });
    expect(question.content).toBe('Would you buy this?\n\n----- Attached file: brief.txt -----\nOur new shoe has a Vibram sole.\nIt costs 150 euros.\n----- End of attached file -----');
  });

  it('refuses an attachment id that does not exist', async () => {
    const res = await call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Hm?', attachment: 'missing' }, token: token() });
    expect(res.statusCode).toBe(404);
  });

  it('answers for an avatar delivered as an external address only, citing nothing', async () => {
    const other = await newThread(t.app, callers.member, external.id);
    const [answer] = await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: other.id, message: 'What are your goals?' }, token: token() });
    expect(answer!.content[0]!.text.value.trim()).not.toBe('');
    expect(answer!.citations).toEqual([]);
  });
});

describe('POST /api/chat/message/stream', () => {
  it('streams user, deltas and done, and saves the question and the whole answer', async () => {
    const thread = await newThread(t.app, callers.member, avatar.id);
    const res = await call(t.app, endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'How often do you run?' }, token: token() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const events = eventsOf(endpoints.streamChatMessage, res.payload);
    expect(events[0]!.type).toBe('user');
    expect(events.at(-1)!.type).toBe('done');
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(0);
    expect(events.slice(1, -1).every((e) => e.type === 'delta')).toBe(true);
    const done = events.at(-1) as { type: 'done'; message: ChatMessage };
    expect(deltas.map((d) => d.text).join('')).toBe(done.message.content);

    const saved = await messagesOf(thread.id);
    const question = (events[0] as { message: ChatMessage }).message;
    // Streamed while its answer was being written; saved answered with it.
    expect(question.status).toBe('pending');
    const streamed = [{ ...question, status: 'answered' }, done.message];
    expect(saved.map((m) => ({ ...m, citations: m.citations.map(withoutSignature) }))).toEqual(
      streamed.map((m) => ({ ...m, citations: m.citations.map(withoutSignature) })),
    );
    const threads = await callOk(t.app, endpoints.listAvatarThreads, { params: { avatarId: avatar.id }, token: token() });
    expect(threads[0]).toMatchObject({ id: thread.id, name: 'How often do you run?' });
  });
});

describe('POST /api/chat/attachments', () => {
  const upload = (fileName: string, content: Uint8Array | string) => call(t.app, endpoints.uploadChatAttachment, { upload: { fileName, content }, token: token() });
  const textOf = async (id: string) => {
    const thread = await newThread(t.app, callers.member, avatar.id);
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Read this', attachment: id }, token: token() });
    return (await messagesOf(thread.id))[0]!.content;
  };

  it.each([
    ['notes.txt', Buffer.from('\uFEFFPlain notes: café', 'utf8'), 'Plain notes: café'],
    ['latin.TXT', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'café'],
    ['brief.rtf', "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\*\\generator Writer}\\f0 Hello \\b bold\\b0  caf\\'e9\\par Price: 150 \\u8364?\\par}", 'Hello bold café\nPrice: 150 €'],
    ['brief.docx', docx(['A Word document.', 'Second paragraph & more.']), 'A Word document.\nSecond paragraph & more.'],
    ['brief.odt', odt(['An OpenDocument text.', 'Line <2>.']), 'An OpenDocument text.\nLine <2>.'],
  ])('reads %s', async (fileName, content, text) => {
    const res = await upload(fileName, content);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: fileName, characters: text.length });
    expect(await textOf(res.json().attachment)).toContain(`-----\n${text}\n-----`);
  });

  it('cuts a long text', async () => {
    const res = await upload('long.txt', 'x'.repeat(CHAT_ATTACHMENT_TEXT_MAX_LENGTH + 500));
    expect(res.json().characters).toBe(CHAT_ATTACHMENT_TEXT_MAX_LENGTH);
  });

  it.each([
    ['a PDF', 'brief.pdf', '%PDF-1.4\n%%EOF\n'],
    ['an image', 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a text file with binary content', 'notes.txt', Buffer.from([0x41, 0x00, 0x42])],
    ['a .docx that is not a ZIP', 'brief.docx', 'just text'],
    ['a .docx whose ZIP holds no document', 'brief.docx', Buffer.from('PK\u0003\u0004garbage', 'latin1')],
    ['a .doc that is not a Word file', 'brief.doc', 'just text'],
    ['a damaged .doc', 'brief.doc', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)])],
    ['an .rtf that is not RTF', 'brief.rtf', 'plain'],
    ['an empty text', 'empty.txt', '  \n '],
    ['a file without extension', 'README', 'text'],
  ])('refuses %s with 422', async (_what, fileName, content) => {
    const res = await upload(fileName, content);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('UNPROCESSABLE');
    expect(res.json().error.message).not.toBe('');
  });

  it('keeps nothing of a refused file', async () => {
    const count = async () => (await t.app.database.db.select().from(chatAttachments).where(eq(chatAttachments.accountId, callers.member.account.id))).length;
    const before = await count();
    await upload('x.pdf', '%PDF');
    expect(await count()).toBe(before);
  });
});
