import { endpoints, type ChatThread, type EndpointDefinition, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf, leaveStreamAfter } from '../../test/event-stream';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The chat against an OpenAI-compatible endpoint (a fake one on loopback), with a short time limit and a short answer cap. */
const TIMEOUT_MS = 1500;
const ANSWER_MAX_CHARS = 400;

let fake: FakeOpenAi;
let t: TestApp;
let callers: Callers;
let avatar: LibraryAvatar;
let thread: ChatThread;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: String(TIMEOUT_MS), LLM_ANSWER_MAX_CHARS: String(ANSWER_MAX_CHARS) } });
  callers = await callersOnTest(t.app, { member: 5 });
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, {
    sections: { 'at-a-glance': 'Rita runs trail races in the Alps.', objections: 'Shoes over 150 euros are a rip-off.' },
  }));
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(async () => {
  thread = await newThread(t.app, callers.member, avatar.id);
});

const token = () => callers.member.token;
const messagesOf = (threadId: string) => callOk(t.app, endpoints.listThreadMessages, { params: { threadId }, token: token() });
const ask = (message: string, endpoint: EndpointDefinition = endpoints.sendChatMessage) => call(t.app, endpoint, { body: { threadId: thread.id, message }, token: token() });

describe('an OpenAI-compatible model', () => {
  it('is asked with the role lock, the Blueprint and the thread, and its chunks stream to the client', async () => {
    fake.answer({ kind: 'stream', chunks: ['I run ', 'in the Alps, ', 'mostly on weekends.', '\nSources: at-a-glance'] });
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Where do you run?' }, token: token() });
    fake.answer({ kind: 'stream', chunks: ['Too expensive ', 'for me.', '\nSources: objections'] });
    const res = await ask('Would you pay 200 euros?', endpoints.streamChatMessage);

    const request = fake.received.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, ...rest] = request.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Rita Runner');
    expect(system!.content).toMatch(/never .*AI/i);
    expect(system!.content).toContain('Rita runs trail races in the Alps.');
    expect(system!.content).toContain('Shoes over 150 euros are a rip-off.');
    expect(rest.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Where do you run?'],
      ['assistant', 'I run in the Alps, mostly on weekends.'],
      ['user', 'Would you pay 200 euros?'],
    ]);

    const events = eventsOf(endpoints.streamChatMessage, res.payload);
    expect(events.map((e) => e.type)).toEqual(['user', ...events.slice(1, -1).map(() => 'delta'), 'done']);
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('')).toBe('Too expensive for me.');
    const done = events.at(-1)!;
    expect(done.type === 'done' && done.message.citations.map((c) => c.key)).toEqual(['objections']);
    const saved = await messagesOf(thread.id);
    expect(saved.at(-1)).toMatchObject({ role: 'assistant', content: 'Too expensive for me.' });
  });

  it('answers 502 MODEL_FAILED when the endpoint fails, saving the question but nothing of an answer', async () => {
    fake.answer({ kind: 'fail', status: 500 });
    const res = await ask('Hello?');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('MODEL_FAILED');
    expect((await messagesOf(thread.id)).map((m) => m.role)).toEqual(['user']);

    const streamed = await ask('Hello again?', endpoints.streamChatMessage);
    expect(streamed.statusCode).toBe(200);
    const events = eventsOf(endpoints.streamChatMessage, streamed.payload);
    expect(events.map((e) => e.type)).toEqual(['user', 'error']);
    expect(events[1]!.type === 'error' && events[1]!.error.code).toBe('MODEL_FAILED');
    expect((await messagesOf(thread.id)).map((m) => m.role)).toEqual(['user', 'user']);
  });

  it('answers 504 MODEL_TIMEOUT when the endpoint hangs past LLM_TIMEOUT_MS, with no half-saved answer', async () => {
    fake.answer({ kind: 'hang', chunks: ['I think '] });
    const started = Date.now();
    const res = await ask('Are you there?');
    expect(res.statusCode).toBe(504);
    expect(res.json().error.code).toBe('MODEL_TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);

    const streamed = await ask('Still there?', endpoints.streamChatMessage);
    const events = eventsOf(endpoints.streamChatMessage, streamed.payload);
    expect(events[0]!.type).toBe('user');
    const last = events.at(-1)!;
    expect(last.type === 'error' && last.error.code).toBe('MODEL_TIMEOUT');
    const saved = await messagesOf(thread.id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'user']);
    expect(saved.some((m) => m.content.includes('I think'))).toBe(false);
  });

  it('cuts an answer that runs on at LLM_ANSWER_MAX_CHARS: the model is stopped, the cut answer streamed and saved, the question answered', async () => {
    fake.answer({ kind: 'endless', chunk: 'On and on I run, ' });
    const res = await ask('Tell me everything.', endpoints.streamChatMessage);
    const events = eventsOf(endpoints.streamChatMessage, res.payload);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    const streamedText = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('');
    expect(streamedText).toHaveLength(ANSWER_MAX_CHARS);
    expect(streamedText).toMatch(/^On and on I run, On and on .*…$/s);
    const saved = await messagesOf(thread.id);
    expect(saved.map((m) => [m.role, m.status])).toEqual([
      ['user', 'answered'],
      ['assistant', 'answered'],
    ]);
    expect(saved.at(-1)!.content).toBe(streamedText);
    const request = fake.received.at(-1)!;
    await expect.poll(() => request.abandoned, { timeout: 5_000 }).toBe(true);
  });

  it('stops the model and saves nothing of the answer when the client goes away', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.answer({ kind: 'hang', chunks: ['Well, ', 'let me think'] });
    const abandonedBefore = fake.abandoned;
    await leaveStreamAfter(address, endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'Take your time' }, token: token() }, 'delta');
    await expect.poll(() => fake.abandoned, { timeout: 10_000 }).toBe(abandonedBefore + 1);
    const saved = await messagesOf(thread.id);
    expect(saved.map((m) => m.role)).toEqual(['user']);
  });
});
