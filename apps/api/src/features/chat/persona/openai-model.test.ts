import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/fake-openai';
import { createPersonaModel } from './index';
import { createOpenAiModel } from './openai-model';
import type { PersonaAnswer, PersonaQuestion } from './persona-model';
import { RITA } from './persona.fixture';

const API_KEY = 'sk-test-secret-key-123456';
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.received.length = 0;
});

const question = (overrides: Partial<PersonaQuestion> = {}): PersonaQuestion => ({
  persona: RITA,
  history: [
    { role: 'user', content: 'Hi Rita.' },
    { role: 'assistant', content: 'Hi.' },
  ],
  question: 'What frustrates you most?',
  signal: new AbortController().signal,
  ...overrides,
});

const model = (timeoutMs = 2000) => createOpenAiModel({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs });

async function read(answer: PersonaAnswer) {
  const chunks: string[] = [];
  for await (const chunk of answer.text) chunks.push(chunk);
  return { chunks, text: chunks.join(''), citations: answer.citations() };
}

/** The error a promise rejects with. */
const failure = (promise: Promise<unknown>) => promise.then(
  () => {
    throw new Error('expected a failure');
  },
  (err: unknown) => err as Error,
);

describe('the OpenAI-compatible persona model', () => {
  it('sends the role lock and the Blueprint as the system message, then the thread and the question', async () => {
    fake.answer({ kind: 'stream', chunks: ['Spreadsheets.', '\nSources: pains'] });
    await read(await model().answer(question()));
    expect(fake.received).toHaveLength(1);
    const { body, headers } = fake.received[0]!;
    expect(body).toMatchObject({ model: 'fake-model', stream: true });
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    const [system, ...rest] = body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Rita Alvarez');
    expect(system!.content).toMatch(/Never say or hint that you are an AI/);
    for (const section of RITA.sections) expect(system!.content).toContain(section.markdown);
    expect(rest).toEqual([
      { role: 'user', content: 'Hi Rita.' },
      { role: 'assistant', content: 'Hi.' },
      { role: 'user', content: 'What frustrates you most?' },
    ]);
  });

  it('streams the chunks in order and turns the Sources line into citations', async () => {
    fake.answer({ kind: 'stream', chunks: ['Honestly, ', 'copying data ', 'between spreadsheets.', '\nSources: pains, objections'], delayMs: 5 });
    const { chunks, text, citations } = await read(await model().answer(question()));
    expect(chunks).toEqual(['Honestly,', ' copying data', ' between spreadsheets.']);
    expect(text).toBe('Honestly, copying data between spreadsheets.');
    expect(citations).toEqual(['pains', 'objections']);
  });

  it('strips the Sources line when it arrives split across chunks, keeping only valid keys of this Blueprint', async () => {
    fake.answer({ kind: 'stream', chunks: ['Show me it works.', '\n', 'Sour', 'ces: quo', 'tes, messaging, nonsense', '\n'] });
    const { text, citations } = await read(await model().answer(question()));
    expect(text).toBe('Show me it works.');
    // messaging is a real key, but this Blueprint has no such section.
    expect(citations).toEqual(['quotes']);
  });

  it("falls back to the retrieval's best sections when the model names none", async () => {
    fake.answer({ kind: 'stream', chunks: ['Too much copying between spreadsheets.'] });
    const { text, citations } = await read(await model().answer(question({ question: 'What frustrates you about spreadsheets?' })));
    expect(text).toBe('Too much copying between spreadsheets.');
    expect(citations[0]).toBe('pains');
  });

  it('fails with MODEL_FAILED naming the host, never the key, when the endpoint answers 500', async () => {
    fake.answer({ kind: 'fail', status: 500, message: `boom (key ${API_KEY})` });
    const err = await failure(model().answer(question()));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'MODEL_FAILED' });
    expect(err.message).toContain(new URL(fake.baseUrl).host);
    expect(err.message).toContain('HTTP 500');
    expect(err.message).not.toContain(API_KEY);
    expect(err.message).not.toContain('sk-test');
  });

  it('fails with MODEL_FAILED when the endpoint cannot be reached', async () => {
    const gone = createOpenAiModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: API_KEY, timeoutMs: 2000 });
    const err = await failure(gone.answer(question()));
    expect(err).toMatchObject({ code: 'MODEL_FAILED', message: expect.stringContaining('127.0.0.1:9') as string });
    expect(err.message).not.toContain(API_KEY);
  });

  it('fails with MODEL_TIMEOUT when the endpoint hangs past timeoutMs', async () => {
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const err = await failure(model(300).answer(question()));
    expect(err).toMatchObject({ code: 'MODEL_TIMEOUT' });
    expect(err.message).not.toContain(API_KEY);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails with MODEL_TIMEOUT when the stream stalls midway', async () => {
    fake.answer({ kind: 'hang', chunks: ['I spend ', 'hours '] });
    const answer = await model(300).answer(question());
    const chunks: string[] = [];
    const err = await failure((async () => {
      for await (const chunk of answer.text) chunks.push(chunk);
    })());
    expect(err).toMatchObject({ code: 'MODEL_TIMEOUT' });
    expect(chunks.join('')).toBe('I spend hours');
  });

  it('rethrows an abort (not a model error) when the client stops the answer', async () => {
    fake.answer({ kind: 'hang', chunks: ['I spend '] });
    const controller = new AbortController();
    const answer = await model(5000).answer(question({ signal: controller.signal }));
    const iterator = answer.text[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('I spend');
    setTimeout(() => controller.abort(), 20);
    const err = await failure(iterator.next());
    expect(err).not.toBeInstanceOf(AppError);
    expect(err.name).toBe('AbortError');
  });

  it('reports a time limit on the caller\'s signal as MODEL_TIMEOUT', async () => {
    fake.answer({ kind: 'hang' });
    const err = await failure(model(5000).answer(question({ signal: AbortSignal.timeout(100) })));
    expect(err).toMatchObject({ code: 'MODEL_TIMEOUT' });
  });

  it('is what createPersonaModel gives with a base URL (no key: "none")', async () => {
    fake.answer({ kind: 'stream', chunks: ['Fine.\nSources: at-a-glance'] });
    const persona = createPersonaModel({ baseUrl: fake.baseUrl, timeoutMs: 2000 });
    const { text, citations } = await read(await persona.answer(question()));
    expect({ text, citations }).toEqual({ text: 'Fine.', citations: ['at-a-glance'] });
    expect(fake.received[0]!.headers.authorization).toBe('Bearer none');
  });
});
