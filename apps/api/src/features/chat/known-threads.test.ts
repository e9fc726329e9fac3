import { CHAT_QUESTION_TEXTS, endpoints, type ChatThread } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callOk } from '../../test/call';
import { chatWithFakeModel, newThread, watchTicket } from '../../test/chat-helpers';
import { avatars } from '../avatars';
import { personaDeps } from '../persona';
import { findThreadToAsk, listThreadMessages } from './chat.queries';
import { askInThread, type ChatDeps } from './chat.service';
import { chatMessages, chatThreads } from './chat.tables';
import { KnownThreads, type ThreadToAsk } from './known-threads';

/**
 * A question in a thread this process answered in (or started) is asked from memory while the thread is read, and
 * checked against the read: what the model was given, who owns the thread, whether it is still there.
 */
const suite = {} as Awaited<ReturnType<typeof chatWithFakeModel>>;
let thread: ChatThread;

beforeAll(async () => {
  Object.assign(suite, await chatWithFakeModel({ LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: '5000' }));
  deps = { ...personaDeps(suite.t.app), known: new KnownThreads() };
});
afterAll(() => suite.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  suite.fake.answerBy(null);
  suite.fake.answer({ kind: 'stream', chunks: ['Trail ', 'shoes.'] });
  thread = await newThread(suite.t.app, suite.callers.member, suite.avatar.id);
});

const db = () => suite.t.app.database.db;
/** The service as the routes use it, with a memory of its own: a test holds the thread's read (`now`) where it wants. */
let deps: ChatDeps;
const ask = (toAsk: ThreadToAsk, message: string) => askInThread(deps, toAsk, { userId: suite.callers.member.user.id }, { threadId: thread.id, message }, new AbortController().signal);
const readNow = async (): Promise<ThreadToAsk | null> => {
  const [found, messages] = await Promise.all([findThreadToAsk(db(), thread.id), listThreadMessages(db(), thread.id)]);
  return found && { ...found, messages };
};
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const stream = (message: string, token = suite.callers.member.token) => call(suite.t.app, endpoints.streamChatMessage, { body: { threadId: thread.id, message }, token });
const askedWith = (text: string) => suite.fake.received.filter((r) => r.body.messages?.at(-1)?.content === text);
const systemOf = (request: (typeof suite.fake.received)[number]) => request.body.messages?.[0]?.content ?? '';
const contents = async () => (await callOk(suite.t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: suite.callers.member.token })).map((m) => m.content);



describe('a question in a thread this process knows', () => {
  it('carries the history it left, the next question given the answers before it', async () => {
    expect((await stream('What do you wear?')).statusCode).toBe(200);
    expect((await stream('And in winter?')).statusCode).toBe(200);
    const [second] = askedWith('And in winter?');
    expect(askedWith('And in winter?')).toHaveLength(1);
    expect(second!.body.messages!.slice(1).map((m) => m.content)).toEqual(['What do you wear?', 'Trail shoes.', 'And in winter?']);
    expect(await contents()).toEqual(['What do you wear?', 'Trail shoes.', 'And in winter?', 'Trail shoes.']);
  });

  it('reaches the model before the thread is read; asked again from the read when the persona changed meanwhile', async () => {
    expect((await stream('Who are you?')).statusCode).toBe(200);
    // What the process knows after that answer: the thread as it then stood.
    const known = (await readNow())!;
    // Another process renames the avatar: this one still knows the old name.
    const [before] = await db().select({ name: avatars.name }).from(avatars).where(eq(avatars.id, suite.avatar.id));
    await db().update(avatars).set({ name: 'Zora Elsewhere' }).where(eq(avatars.id, suite.avatar.id));
    try {
      suite.fake.answerBy((body) => (body.messages?.[0]?.content.includes('Zora') ? undefined : { kind: 'hang' }));
      const read = deferred<ThreadToAsk | null>();
      const asked = ask({ ...known, now: read.promise }, 'Who are you now?');
      await expect.poll(() => askedWith('Who are you now?').length === 1, { timeout: 5_000 }).toBe(true);
      expect(systemOf(askedWith('Who are you now?')[0]!)).not.toContain('Zora');
      read.resolve(await readNow());
      const answer = await asked;
      expect(answer.content).toBe('Trail shoes.');
      const [fromMemory, fromRead] = askedWith('Who are you now?');
      expect(systemOf(fromRead!)).toContain('Zora');
      await expect.poll(() => fromMemory!.abandoned === true, { timeout: 5_000 }).toBe(true);
      expect(await contents()).toEqual(['Who are you?', 'Trail shoes.', 'Who are you now?', 'Trail shoes.']);
    } finally {
      await db().update(avatars).set({ name: before!.name }).where(eq(avatars.id, suite.avatar.id));
    }
  });

  it('is asked again from the read when another process answered in the thread meanwhile, with that answer in its history', async () => {
    expect((await stream('Where do you run?')).statusCode).toBe(200);
    const known = (await readNow())!;
    const at = Date.now();
    await db().insert(chatMessages).values([
      { threadId: thread.id, role: 'user', content: 'Since when?', status: 'answered', createdAt: new Date(at) },
      { threadId: thread.id, role: 'assistant', content: 'Ten years.', createdAt: new Date(at + 1) },
    ]);
    suite.fake.answerBy((body) => ((body.messages?.length ?? 0) > 4 ? undefined : { kind: 'hang' }));
    const read = deferred<ThreadToAsk | null>();
    const asked = ask({ ...known, now: read.promise }, 'Any races?');
    await expect.poll(() => askedWith('Any races?').length === 1, { timeout: 5_000 }).toBe(true);
    expect(askedWith('Any races?')[0]!.body.messages!.slice(1).map((m) => m.content)).toEqual(['Where do you run?', 'Trail shoes.', 'Any races?']);
    read.resolve(await readNow());
    await asked;
    const [, fromRead] = askedWith('Any races?');
    expect(fromRead!.body.messages!.slice(1).map((m) => m.content)).toEqual(['Where do you run?', 'Trail shoes.', 'Since when?', 'Ten years.', 'Any races?']);
  });

  it('is refused (409) when the read shows another question being answered, even with a persona changed meanwhile: the call stopped and counted', async () => {
    expect((await stream('Who are you?')).statusCode).toBe(200);
    const [before] = await db().select({ name: avatars.name }).from(avatars).where(eq(avatars.id, suite.avatar.id));
    await db().update(avatars).set({ name: 'Zora Elsewhere' }).where(eq(avatars.id, suite.avatar.id));
    try {
      await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content: 'Elsewhere?', status: 'pending', heartbeatAt: new Date() });
      const ended = watchTicket(suite.t.app);
      const res = await stream('And now?');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(CHAT_QUESTION_TEXTS.onePending);
      expect(ended.end).toHaveBeenCalledTimes(1);
      expect(ended.cancel).not.toHaveBeenCalled();
      expect(await contents()).toEqual(['Who are you?', 'Trail shoes.', 'Elsewhere?']);
    } finally {
      await db().update(avatars).set({ name: before!.name }).where(eq(avatars.id, suite.avatar.id));
    }
  });

  it('answers 404 when the thread is gone, saving nothing and keeping the call from memory counted', async () => {
    expect((await stream('Still there?')).statusCode).toBe(200);
    await db().delete(chatThreads).where(eq(chatThreads.id, thread.id));
    const ended = watchTicket(suite.t.app);
    const res = await stream('Hello?');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This conversation does not exist.');
    expect(ended.end).toHaveBeenCalledTimes(1);
    expect(ended.cancel).not.toHaveBeenCalled();
    expect(await db().select().from(chatMessages).where(eq(chatMessages.threadId, thread.id))).toEqual([]);
  });

  it('refuses another account’s member (404) before the model is asked', async () => {
    expect((await stream('Mine?')).statusCode).toBe(200);
    const asked = suite.fake.received.length;
    const res = await stream('Yours?', suite.callers.other.token);
    expect(res.statusCode).toBe(404);
    expect(suite.fake.received).toHaveLength(asked);
    expect(await contents()).toEqual(['Mine?', 'Trail shoes.']);
  });

  it('goes by the database while a question of it is answered: a second one is refused before the model is asked', async () => {
    // The first answer takes 3 s: the second question comes well within it, however busy the machine.
    suite.fake.answer({ kind: 'stream', chunks: ['Done.'], firstDelayMs: 3000 });
    const first = stream('First?');
    const pending = async () => (await db().select().from(chatMessages).where(eq(chatMessages.threadId, thread.id))).some((m) => m.status === 'pending');
    await expect.poll(pending, { timeout: 5_000 }).toBe(true);
    const ended = watchTicket(suite.t.app);
    const res = await stream('Second?');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CHAT_QUESTION_TEXTS.onePending);
    expect(askedWith('Second?')).toHaveLength(0);
    expect(ended.cancel).toHaveBeenCalledTimes(1);
    expect((await first).statusCode).toBe(200);
    expect(await contents()).toEqual(['First?', 'Done.']);
  });
});
