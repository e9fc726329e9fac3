import { CHAT_QUESTION_TEXTS, endpoints, type ChatThread, type LibraryAvatar } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf, leaveStreamAfter } from '../../test/event-stream';
import { appWithFakeModel } from '../../test/fake-model-app';
import type { FakeOpenAi } from '../../test/fakes/fake-openai';
import type { TestApp } from '../../test/test-app';
import { recoverCutWork } from '../../recover-cut-work';
import { chatMessages } from './chat.tables';

/**
 * Questions whose answer never came (failed, stopped, cut off by a crash): marked unanswered, left out of what
 * the model is sent, and asked again in place. The model is a fake OpenAI endpoint that records each request.
 */
let fake: FakeOpenAi;
let t: TestApp;
let close: () => Promise<void>;
let callers: Callers;
let avatar: LibraryAvatar;
let thread: ChatThread;

beforeAll(async () => {
  ({ fake, t, close } = await appWithFakeModel({ LLM_TIMEOUT_MS: '3000' }));
  callers = await callersOnTest(t.app, { member: 5 });
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member));
});
afterAll(() => close?.());
beforeEach(async () => {
  thread = await newThread(t.app, callers.member, avatar.id);
  fake.answer({ kind: 'stream', chunks: ['Fine.'] });
});

const token = () => callers.member.token;
const db = () => t.database.handle.db;
const messagesOf = (threadId: string) => callOk(t.app, endpoints.listThreadMessages, { params: { threadId }, token: token() });
const ask = (message: string) => call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message }, token: token() });
const retry = (messageId: string, who = token()) => call(t.app, endpoints.retryChatMessage, { params: { messageId }, token: who });
/** The conversation turns of the model's last request (its system messages left out). */
const lastTurns = () => fake.received.at(-1)!.body.messages!.filter((m) => m.role !== 'system').map((m) => [m.role, m.content]);
const expectAlternating = (turns: string[][]) => turns.forEach(([role], i) => expect(role).toBe(i % 2 === 0 ? 'user' : 'assistant'));

describe('a question whose answer failed or was stopped', () => {
  it('is marked unanswered and left out of the next model call, whose turns alternate', async () => {
    expect((await ask('First?')).statusCode).toBe(200);
    fake.answer({ kind: 'fail' });
    expect((await ask('Failed?')).statusCode).toBe(502);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.answer({ kind: 'hang', chunks: ['Well, '] });
    await leaveStreamAfter(address, endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'Stopped?' }, token: token() }, 'delta');
    await expect.poll(async () => (await messagesOf(thread.id)).at(-1)!.status, { timeout: 10_000 }).toBe('unanswered');

    fake.answer({ kind: 'stream', chunks: ['Last.'] });
    expect((await ask('Last?')).statusCode).toBe(200);
    const turns = lastTurns();
    expect(turns).toEqual([
      ['user', 'First?'],
      ['assistant', 'Fine.'],
      ['user', 'Last?'],
    ]);
    expectAlternating(turns);
    expect((await messagesOf(thread.id)).map((m) => [m.content, m.status])).toEqual([
      ['First?', 'answered'],
      ['Fine.', 'answered'],
      ['Failed?', 'unanswered'],
      ['Stopped?', 'unanswered'],
      ['Last?', 'answered'],
      ['Last.', 'answered'],
    ]);
  });

  it('is asked again in place: moved to the end of the thread, answered from the answered history only', async () => {
    expect((await ask('One?')).statusCode).toBe(200);
    fake.answer({ kind: 'fail' });
    expect((await ask('Lost?')).statusCode).toBe(502);
    fake.answer({ kind: 'stream', chunks: ['Two.'] });
    expect((await ask('Two?')).statusCode).toBe(200);
    const lost = (await messagesOf(thread.id)).find((m) => m.content === 'Lost?')!;
    expect(lost.status).toBe('unanswered');

    fake.answer({ kind: 'stream', chunks: ['Found.'] });
    const res = await retry(lost.id);
    expect(res.statusCode, res.body).toBe(200);
    const events = eventsOf(endpoints.retryChatMessage, res.payload);
    expect(events.map((e) => e.type)).toEqual(['user', 'delta', 'done']);
    expect(events[0]!.type === 'user' && events[0]!.message).toMatchObject({ id: lost.id, status: 'pending' });
    expect(lastTurns()).toEqual([
      ['user', 'One?'],
      ['assistant', 'Fine.'],
      ['user', 'Two?'],
      ['assistant', 'Two.'],
      ['user', 'Lost?'],
    ]);
    expect((await messagesOf(thread.id)).map((m) => [m.content, m.status])).toEqual([
      ['One?', 'answered'],
      ['Fine.', 'answered'],
      ['Two?', 'answered'],
      ['Two.', 'answered'],
      ['Lost?', 'answered'],
      ['Found.', 'answered'],
    ]);

    const again = await retry(lost.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: CHAT_QUESTION_TEXTS.notUnanswered });
    const answer = (await messagesOf(thread.id)).at(-1)!;
    expect((await retry(answer.id)).statusCode).toBe(409);
    expect((await retry('no-such-message')).statusCode).toBe(404);
  });
});

describe('a question cut off by a crash', () => {
  /** What a process that died while answering leaves: the question pending, its heartbeat silent since. */
  const leaveCut = async (content: string, silentForMs: number) => {
    const at = new Date(Date.now() - silentForMs);
    const [row] = await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content, status: 'pending', heartbeatAt: at, createdAt: at }).returning();
    return row!;
  };

  it('reads as unanswered once its heartbeat is silent, is left out of the history, and can be asked again', async () => {
    expect((await ask('Before?')).statusCode).toBe(200);
    const cut = await leaveCut('Cut off?', 60_000);
    expect((await messagesOf(thread.id)).find((m) => m.id === cut.id)!.status).toBe('unanswered');

    fake.answer({ kind: 'stream', chunks: ['After.'] });
    expect((await ask('After?')).statusCode).toBe(200);
    expect(lastTurns()).toEqual([
      ['user', 'Before?'],
      ['assistant', 'Fine.'],
      ['user', 'After?'],
    ]);
    expect((await retry(cut.id)).statusCode).toBe(200);
    expect((await messagesOf(thread.id)).at(-2)).toMatchObject({ id: cut.id, status: 'answered' });
  });

  it('while its answer is still being written (a fresh heartbeat), holds the thread: another question is refused with 409', async () => {
    const live = await leaveCut('Still being answered?', 0);
    expect((await messagesOf(thread.id))[0]).toMatchObject({ id: live.id, status: 'pending' });
    const res = await ask('Me too?');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: CHAT_QUESTION_TEXTS.onePending });
    expect((await retry(live.id)).statusCode).toBe(409);
    expect((await messagesOf(thread.id)).map((m) => m.id)).toEqual([live.id]);
  });

  it('is marked unanswered at the start of the only process, whatever its heartbeat', async () => {
    const live = await leaveCut('Asked just before the restart?', 0);
    await recoverCutWork(db(), t.app.log);
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, live.id));
    expect(row!.status).toBe('unanswered');
    expect((await ask('After the restart?')).statusCode).toBe(200);
  });
});
