import { CHAT_QUESTION_TEXTS, endpoints, type ChatThread } from '@persona/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityCache } from '../../lib/identity-cache';
import { call, callOk } from '../../test/call';
import { chatWithFakeModel, newThread, watchTicket } from '../../test/chat-helpers';
import { eventsOf } from '../../test/event-stream';
import { chatMessages, chatThreads } from './chat.tables';

/** The model is asked while the question is saved: what the client sees and what is saved stay as before. */
const suite = {} as Awaited<ReturnType<typeof chatWithFakeModel>>;
let thread: ChatThread;

beforeAll(async () => {
  Object.assign(suite, await chatWithFakeModel({ LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: '5000' }));
});
afterAll(() => suite.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  suite.fake.answerBy(null);
  thread = await newThread(suite.t.app, suite.callers.member, suite.avatar.id);
});

const db = () => suite.t.app.database.db;
const stream = (message: string, threadId = thread.id) => call(suite.t.app, endpoints.streamChatMessage, { body: { threadId, message }, token: suite.callers.member.token });
const messagesOf = (threadId: string) => callOk(suite.t.app, endpoints.listThreadMessages, { params: { threadId }, token: suite.callers.member.token });
const askedWith = (text: string) => suite.fake.received.filter((r) => r.body.messages?.at(-1)?.content === text);


/** Holds the next transaction (the question's save) until the returned `open` is called. */
function holdNextTransaction(before: () => Promise<void> = async () => undefined) {
  const database = db();
  const transaction = database.transaction.bind(database);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = vi.spyOn(database, 'transaction').mockImplementationOnce((async (run: Parameters<typeof transaction>[0]) => {
    await gate;
    await before();
    return transaction(run);
  }) as typeof database.transaction);
  return { held, open };
}


describe('a chat question asked while it is saved', () => {
  it('reaches the model before its save commits; its pieces follow the question’s event, all of them', async () => {
    suite.fake.answer({ kind: 'stream', chunks: ['Trail ', 'shoes, ', 'always.'] });
    const { held, open } = holdNextTransaction();
    const answer = stream('What do you wear?');
    // The model is asked, and the save started and held (from memory, the save waits for the thread's read).
    await expect.poll(() => askedWith('What do you wear?').length === 1 && held.mock.calls.length === 1, { timeout: 5_000 }).toBe(true);
    // The model may have answered already; nothing of it is saved or sent before the question.
    expect(await messagesOf(thread.id)).toEqual([]);
    open();
    const res = await answer;
    const events = eventsOf(endpoints.streamChatMessage, res.payload);
    expect(events[0]).toMatchObject({ type: 'user', message: { role: 'user', content: 'What do you wear?' } });
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('')).toBe('Trail shoes, always.');
    expect(events.at(-1)?.type).toBe('done');
    expect((await messagesOf(thread.id)).map((m) => [m.role, m.content])).toEqual([
      ['user', 'What do you wear?'],
      ['assistant', 'Trail shoes, always.'],
    ]);
  });

  it('refuses a question while another of the thread is being answered, before the model is asked, counting nothing', async () => {
    // A thread another process started (this one never answered in it): its question goes by the read alone.
    const [elsewhere] = await db().insert(chatThreads).values({ accountId: suite.callers.member.account.id, avatarId: suite.avatar.id }).returning();
    // Another question of the thread is being answered (a fresh heartbeat): this one is refused with 409.
    await db().insert(chatMessages).values({ threadId: elsewhere!.id, role: 'user', content: 'Earlier?', status: 'pending', heartbeatAt: new Date() });
    const ended = watchTicket(suite.t.app);
    const asked = suite.fake.received.length;
    const res = await stream('Now?', elsewhere!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CHAT_QUESTION_TEXTS.onePending);
    expect(suite.fake.received).toHaveLength(asked);
    expect(ended.cancel).toHaveBeenCalledTimes(1);
    expect(ended.end).not.toHaveBeenCalled();
    expect((await messagesOf(elsewhere!.id)).map((m) => m.content)).toEqual(['Earlier?']);
  });

  it('in a thread this process knows, refuses a question another process is answering once the read shows it: the call from memory stopped and counted', async () => {
    suite.fake.answer({ kind: 'hang' });
    await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content: 'Earlier?', status: 'pending', heartbeatAt: new Date() });
    const ended = watchTicket(suite.t.app);
    const res = await stream('Now?');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CHAT_QUESTION_TEXTS.onePending);
    // A refusal never buys a free model call, even one stopped at once.
    expect(ended.end).toHaveBeenCalledTimes(1);
    expect(ended.cancel).not.toHaveBeenCalled();
    expect((await messagesOf(thread.id)).map((m) => m.content)).toEqual(['Earlier?']);
  });

  it('stops the model when the question is refused at its save, and keeps the answer counted in the hour', async () => {
    suite.fake.answer({ kind: 'hang' });
    const ended = watchTicket(suite.t.app);
    // Another tab's question starts being answered between this one's reading and its save.
    const { open } = holdNextTransaction(async () => {
      await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content: 'Earlier?', status: 'pending', heartbeatAt: new Date() });
    });
    const answer = stream('Now?');
    await expect.poll(() => askedWith('Now?').length === 1, { timeout: 5_000 }).toBe(true);
    open();
    const res = await answer;
    expect(res.statusCode).toBe(409);
    await expect.poll(() => askedWith('Now?')[0]!.abandoned === true, { timeout: 5_000 }).toBe(true);
    // The model was asked: a refusal never buys a free call.
    expect(ended.end).toHaveBeenCalledTimes(1);
    expect(ended.cancel).not.toHaveBeenCalled();
    expect((await messagesOf(thread.id)).map((m) => m.content)).toEqual(['Earlier?']);
  });

  it('asks again from the thread as it now is when an answer was saved between its history’s reading and its save', async () => {
    suite.fake.answerBy((body) => {
      const turns = body.messages?.length ?? 0;
      // The history read first lacks the answer saved meanwhile: that call is held, then stopped.
      return turns <= 2 ? { kind: 'hang' } : { kind: 'stream', chunks: ['Still ', 'the Alps.'] };
    });
    const { open } = holdNextTransaction(async () => {
      // Another tab's question and its answer are saved meanwhile.
      const at = Date.now() - 1000;
      await db().insert(chatMessages).values([
        { threadId: thread.id, role: 'user', content: 'Where do you run?', status: 'answered', createdAt: new Date(at) },
        { threadId: thread.id, role: 'assistant', content: 'In the Alps.', createdAt: new Date(at + 1) },
      ]);
    });
    const answer = stream('And in winter?');
    await expect.poll(() => askedWith('And in winter?').length === 1, { timeout: 5_000 }).toBe(true);
    open();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    const [first, second] = askedWith('And in winter?');
    expect(first!.body.messages!.slice(1).map((m) => m.content)).toEqual(['And in winter?']);
    expect(second!.body.messages!.slice(1).map((m) => m.content)).toEqual(['Where do you run?', 'In the Alps.', 'And in winter?']);
    await expect.poll(() => first!.abandoned === true, { timeout: 5_000 }).toBe(true);
    expect(second!.abandoned).toBeUndefined();
    const events = eventsOf(endpoints.streamChatMessage, res.payload);
    expect(events.filter((e) => e.type === 'user')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('')).toBe('Still the Alps.');
    expect((await messagesOf(thread.id)).map((m) => m.content)).toEqual(['Where do you run?', 'In the Alps.', 'And in winter?', 'Still the Alps.']);
  });

  it('keeps the caller’s cached identity: the next question does not look its caller up again', async () => {
    suite.fake.answer({ kind: 'stream', chunks: ['Yes.'] });
    // Watched where a write forgets identities (lib/http/identity-plugin.ts), not through a stale record: the cache's
    // refresh-ahead reloads a record in the background, sooner on a slow machine, whatever the questions do.
    const forgets = vi.spyOn(IdentityCache.prototype, 'clear');
    try {
      expect((await stream('Once?')).statusCode).toBe(200);
      expect((await call(suite.t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Twice?' }, token: suite.callers.member.token })).statusCode).toBe(200);
      expect(forgets).not.toHaveBeenCalled();
      // A write that is not declared keepsIdentity does forget its caller: the watch sees it.
      await callOk(suite.t.app, endpoints.setOnboarded, { params: { id: suite.callers.member.account.id }, body: { onboarded: true }, token: suite.callers.member.token });
      expect(forgets).toHaveBeenCalled();
    } finally {
      forgets.mockRestore();
    }
  });
});
