import { endpoints, type LibraryAvatar } from '@persona/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, noMetrics } from '../../lib/metrics';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { METRICS_TOKEN, sampleOf, scrape } from '../../test/metrics-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOfflineModel } from './offline-model';
import type { PersonaAnswer } from './persona-model';
import { RITA } from './persona.fixture';
import { requestStructured } from './structured-call';

/** Model calls in the metrics: through the app against a fake OpenAI-compatible endpoint, and each driver alone. */
const TIMEOUT_MS = 1500;
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

let fake: FakeOpenAi;
let t: TestApp;
let callers: Callers;
let avatar: LibraryAvatar;
let provider: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = new URL(fake.baseUrl).host;
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(TIMEOUT_MS), METRICS_TOKEN } });
  callers = await callersOnTest(t.app, { member: 5 });
  ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: { 'at-a-glance': 'Rita runs trail races in the Alps.' } }));
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

async function ask(message: string) {
  const thread = await newThread(t.app, callers.member, avatar.id);
  return call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message }, token: callers.member.token });
}

const labels = (outcome: string) => ({ provider, model: 'fake-model', outcome });
const calls = (text: string, outcome: string) => sampleOf(text, 'portal_model_calls_total', labels(outcome)) ?? 0;
const tokens = (text: string, kind: string) => sampleOf(text, 'portal_model_tokens_total', { provider, model: 'fake-model', kind }) ?? 0;

describe('a chat answer through an OpenAI-compatible endpoint', () => {
  it('is counted with its time and the tokens the endpoint reports, which it is asked for', async () => {
    const before = await scrape(t.app);
    fake.answer({ kind: 'stream', chunks: ['I run ', 'in the Alps.'], usage: { prompt_tokens: 321, completion_tokens: 7 } });
    expect((await ask('Where do you run?')).statusCode).toBe(200);
    const after = await scrape(t.app);

    expect(fake.received.at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(calls(after, 'ok')).toBe(calls(before, 'ok') + 1);
    expect(tokens(after, 'prompt')).toBe(tokens(before, 'prompt') + 321);
    expect(tokens(after, 'completion')).toBe(tokens(before, 'completion') + 7);
    const timed = (text: string) => sampleOf(text, 'portal_model_call_duration_seconds_count', labels('ok')) ?? 0;
    expect(timed(after)).toBe(timed(before) + 1);
    expect(sampleOf(after, 'portal_model_call_duration_seconds_sum', labels('ok'))).toBeGreaterThan(0);
  });

  it('adds no tokens when the endpoint reports none', async () => {
    const before = await scrape(t.app);
    fake.answer({ kind: 'stream', chunks: ['Mostly on weekends.'] });
    expect((await ask('When?')).statusCode).toBe(200);
    const after = await scrape(t.app);
    expect(calls(after, 'ok')).toBe(calls(before, 'ok') + 1);
    expect(tokens(after, 'prompt')).toBe(tokens(before, 'prompt'));
  });

  it('counts a failure and a time-out by their outcome', async () => {
    const before = await scrape(t.app);
    fake.answer({ kind: 'fail', status: 500 });
    expect((await ask('Hello?')).statusCode).toBe(502);
    fake.answer({ kind: 'hang' });
    expect((await ask('Still there?')).statusCode).toBe(504);
    const after = await scrape(t.app);
    expect(calls(after, 'failed')).toBe(calls(before, 'failed') + 1);
    expect(calls(after, 'timeout')).toBe(calls(before, 'timeout') + 1);
    expect(calls(after, 'ok')).toBe(calls(before, 'ok'));
  });
});

async function read(answer: PersonaAnswer) {
  let text = '';
  for await (const piece of answer.text) text += piece;
  return text;
}

describe('a server without METRICS_TOKEN', () => {
  it('answers through the endpoint and records the call nowhere; GET /api/metrics is off', async () => {
    const off = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(TIMEOUT_MS) } });
    try {
      expect(off.app.metrics).toBe(noMetrics);
      const people = await callersOnTest(off.app, { member: 1 });
      const { avatar: rita } = await orderAndDeliver(off.app, people.admin, people.member, { sections: { 'at-a-glance': 'Rita runs trail races in the Alps.' } });
      const thread = await newThread(off.app, people.member, rita.id);
      fake.answer({ kind: 'stream', chunks: ['I run ', 'in the Alps.'], usage: { prompt_tokens: 321, completion_tokens: 7 } });
      const res = await call(off.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Where do you run?' }, token: people.member.token });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('in the Alps.');
      expect((await call(off.app, endpoints.metrics, { token: METRICS_TOKEN })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('each driver on its own', () => {
  it('the offline persona: a call of provider "offline", stopped when its reader is', async () => {
    const metrics = await createMetrics(quiet);
    const model = createOfflineModel({ chunkDelayMs: 0, metrics: metrics.models });
    expect(await read(await model.answer({ persona: RITA, history: [], question: 'What frustrates you most?', signal: new AbortController().signal }))).not.toBe('');
    const stop = new AbortController();
    const stopped = await model.answer({ persona: RITA, history: [], question: 'Who are you?', signal: stop.signal });
    const pieces = stopped.text[Symbol.asyncIterator]();
    await pieces.next();
    stop.abort();
    await expect(pieces.next()).rejects.toThrow();

    const text = await metrics.text();
    expect(sampleOf(text, 'portal_model_calls_total', { provider: 'offline', model: 'offline', outcome: 'ok' })).toBe(1);
    expect(sampleOf(text, 'portal_model_calls_total', { provider: 'offline', model: 'offline', outcome: 'stopped' })).toBe(1);
    expect(text).not.toMatch(/portal_model_tokens_total\{/);
  });

  it('a structured call (drafts, judges): counted with its tokens', async () => {
    const metrics = await createMetrics(quiet);
    fake.answer({ kind: 'stream', chunks: ['{"verdict":', '"supported"}'], usage: { prompt_tokens: 50, completion_tokens: 5 } });
    const endpoint = { baseUrl: fake.baseUrl, model: 'judge-model', timeoutMs: 5000, metrics: metrics.models };
    await requestStructured(endpoint, { name: 'verdict', system: 'Judge.', user: 'Is it?', schema: { type: 'object' } });

    const text = await metrics.text();
    expect(sampleOf(text, 'portal_model_calls_total', { provider, model: 'judge-model', outcome: 'ok' })).toBe(1);
    expect(sampleOf(text, 'portal_model_tokens_total', { provider, model: 'judge-model', kind: 'prompt' })).toBe(50);
    expect(sampleOf(text, 'portal_model_tokens_total', { provider, model: 'judge-model', kind: 'completion' })).toBe(5);
  });

  it('each records nothing, and answers as ever, with the metrics of a server without METRICS_TOKEN', async () => {
    const model = createOfflineModel({ chunkDelayMs: 0, metrics: noMetrics.models });
    expect(await read(await model.answer({ persona: RITA, history: [], question: 'What frustrates you most?', signal: new AbortController().signal }))).not.toBe('');
    fake.answer({ kind: 'stream', chunks: ['{"verdict":', '"supported"}'], usage: { prompt_tokens: 50, completion_tokens: 5 } });
    const endpoint = { baseUrl: fake.baseUrl, model: 'judge-model', timeoutMs: 5000, metrics: noMetrics.models };
    expect(await requestStructured(endpoint, { name: 'verdict', system: 'Judge.', user: 'Is it?', schema: { type: 'object' } })).toBe('{"verdict":"supported"}');
    expect(await noMetrics.text()).toBe('');
  });
});
