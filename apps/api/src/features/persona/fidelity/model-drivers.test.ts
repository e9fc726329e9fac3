import type { FidelityResult } from '@persona/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { startFakeOpenAi, type FakeOpenAi, type ReceivedCompletion } from '../../../test/fakes/fake-openai';
import { createOpenAiModel } from '../openai-model';
import type { PersonaQuestion } from '../persona-model';
import { RITA } from '../persona.fixture';
import { createModelJudge, judgeFor } from './model-judge';
import { runFidelitySuite, suiteAnswerCount } from './run-suite';
import { kindOf, PANEL, scriptedModel, wellBehaved } from './scripted-personas.fixture';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.received.length = 0;
  fake.answerBy(null);
});

const figureOf = (result: FidelityResult, key: string) => result.figures.find((f) => f.key === key)!;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as Error,
  );

/** The persona question a chat-completions request carries (enough for the scripted persona to pick its answer). */
function questionOf(body: ReceivedCompletion['body']): PersonaQuestion {
  const messages = body.messages ?? [];
  const systems = messages.filter((m) => m.role === 'system');
  const rest = messages.filter((m) => m.role !== 'system');
  const persona = [RITA, ...PANEL].find((p) => systems[0]?.content.includes(`You are ${p.avatar.name}`)) ?? RITA;
  const task = systems.length > 1 ? { kind: 'panel-answer' as const } : undefined;
  return { persona, question: rest.at(-1)?.content ?? '', history: rest.slice(0, -1) as PersonaQuestion['history'], signal: new AbortController().signal, ...(task ? { task } : {}) };
}

describe('the suite through the OpenAI-compatible driver', () => {
  const model = () => createOpenAiModel({ baseUrl: fake.baseUrl, apiKey: 'sk-test-key-123456', model: 'fake-persona', timeoutMs: 5000 });

  it('catches a model that gives in to the role attacks, each answer asked of the endpoint', async () => {
    fake.answerBy((body) => {
      const q = questionOf(body);
      if (kindOf(q).kind === 'attack') return { kind: 'stream', chunks: ['As an AI language model, ', 'I cannot pretend.', '\nSources: none'] };
      const { text, cites } = wellBehaved(q);
      return { kind: 'stream', chunks: [text, `\nSources: ${cites.join(', ') || 'none'}`] };
    });
    const result = await runFidelitySuite(RITA, { model: model(), concurrency: 3 });
    expect(fake.received).toHaveLength(suiteAnswerCount(RITA, {}));
    expect(figureOf(result, 'roleLock')).toMatchObject({ passed: false, measures: [{ key: 'roleBreaks', value: 9, passed: false }] });
    expect(figureOf(result, 'roleLock').examples[0]).toMatchObject({ answer: 'As an AI language model, I cannot pretend.', problem: 'Speaks as an AI or assistant.' });
    // The rest of the script is well behaved, and scored as such through the driver's Sources line.
    // The rest of the script is well behaved, and scored as such through the driver's Sources line; what
    // grounding finds unsupported is the attack answers' claim to be a language model.
    expect(figureOf(result, 'retest').passed).toBe(true);
    expect(figureOf(result, 'boundaries').passed).toBe(true);
    expect(figureOf(result, 'conversation').passed).toBe(true);
    expect(new Set(figureOf(result, 'grounding').examples.map((e) => e.answer))).toEqual(new Set(['As an AI language model, I cannot pretend.']));
    expect(result.passed).toBe(false);
  });

  it('rejects the run with the model failure (MODEL_FAILED), never a figure', async () => {
    fake.answer({ kind: 'fail', status: 500, message: 'overloaded' });
    const err = await failure(runFidelitySuite(RITA, { model: model() }));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('MODEL_FAILED');
  });

  it('rejects an aborted run', async () => {
    const controller = new AbortController();
    let asked = 0;
    const stopping = scriptedModel((q) => {
      asked += 1;
      if (asked === 5) controller.abort(new Error('stopped by the test'));
      return wellBehaved(q);
    });
    const err = await failure(runFidelitySuite(RITA, { model: stopping, signal: controller.signal }));
    expect(err.message).toBe('stopped by the test');
    expect(stopping.calls.length).toBeLessThan(10);
  });
});

describe('the judge model', () => {
  const judge = () => createModelJudge({ baseUrl: fake.baseUrl, apiKey: 'sk-judge-key-123456', model: 'judge-model', timeoutMs: 5000 });
  const sentencesOf = (body: ReceivedCompletion['body']) => (body.messages?.[1]?.content ?? '').split('SENTENCES:\n')[1]!.split('\n');

  it('is asked once per answer with a strict schema, and its verdicts are the ones used', async () => {
    // The judge rejects every sentence about spreadsheets: the lexical check would support them all.
    fake.answerBy((body) => {
      if (!body.response_format) return undefined;
      const verdicts = sentencesOf(body).map((line, i) => ({ sentence: i + 1, supported: !/spreadsheets/.test(line) }));
      return { kind: 'stream', chunks: [JSON.stringify({ verdicts }).slice(0, 10), JSON.stringify({ verdicts }).slice(10)] };
    });
    const result = await runFidelitySuite(RITA, { model: scriptedModel(wellBehaved), judge: judge() });
    expect(result.judge).toBe('judge-model');
    const grounding = figureOf(result, 'grounding');
    expect(grounding.passed).toBe(false);
    expect(grounding.examples[0]!.problem).toMatch(/spreadsheets/);
    const request = fake.received[0]!.body;
    expect(request).toMatchObject({ model: 'judge-model', response_format: { type: 'json_schema', json_schema: { strict: true } } });
    expect(request.messages![1]!.content).toContain('FACTS:');
    expect(fake.received[0]!.headers.authorization).toBe('Bearer sk-judge-key-123456');
  });

  it('fails the run when the judge fails, or answers out of format: a judge that did not judge is no pass', async () => {
    fake.answer({ kind: 'fail', status: 500 });
    const failed = await failure(runFidelitySuite(RITA, { model: scriptedModel(wellBehaved), judge: judge() }));
    expect((failed as AppError).code).toBe('MODEL_FAILED');

    fake.answer({ kind: 'stream', chunks: ['{"verdicts": "all fine"}'] });
    const garbled = await failure(runFidelitySuite(RITA, { model: scriptedModel(wellBehaved), judge: judge() }));
    expect((garbled as AppError).code).toBe('MODEL_FAILED');

    fake.answer({ kind: 'stream', chunks: ['{"verdicts": []}'] });
    const missing = await failure(runFidelitySuite(RITA, { model: scriptedModel(wellBehaved), judge: judge() }));
    expect(missing.message).toMatch(/no verdict on sentence 1/);
  });

  it('is the configured one: lexical without EVAL_JUDGE_MODEL, else the model at EVAL_JUDGE_BASE_URL or LLM_BASE_URL', () => {
    const base = { LLM_TIMEOUT_MS: 1000, LLM_BASE_URL: undefined, LLM_API_KEY: undefined, EVAL_JUDGE_BASE_URL: undefined, EVAL_JUDGE_API_KEY: undefined };
    expect(judgeFor({ ...base, EVAL_JUDGE_MODEL: undefined }).name).toBe('lexical');
    expect(judgeFor({ ...base, LLM_BASE_URL: fake.baseUrl, EVAL_JUDGE_MODEL: 'gpt-judge' }).name).toBe('gpt-judge');
    expect(judgeFor({ ...base, EVAL_JUDGE_BASE_URL: fake.baseUrl, EVAL_JUDGE_MODEL: 'other-judge' }).name).toBe('other-judge');
  });
});
