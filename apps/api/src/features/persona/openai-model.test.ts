import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { createPersonaModel } from './configured-model';
import { createOpenAiModel, CUT_ANSWER_END } from './openai-model';
import { ASSET_LABELS, READ_TO_THE_END, STANCE_OPENERS, parseAssetReaction, parseStance } from './panel-formats';
import { fence } from './panel-prompt';
import type { PersonaAnswer, PersonaQuestion, PersonaTask } from './persona-model';
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

  it('cuts an answer that runs on at answerMaxChars: the model is stopped, the text ends with an ellipsis and cites what it is about', async () => {
    fake.answer({ kind: 'endless', chunk: 'Spreadsheets again and again, ' });
    const capped = createOpenAiModel({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: 2000, answerMaxChars: 300 });
    const { text, citations } = await read(await capped.answer(question({ question: 'What frustrates you about spreadsheets?' })));
    // Each chunk's trailing space waits for the next (it might start the Sources line): ten chunks and the ellipsis fill the 300.
    expect(text).toBe(`${Array(10).fill('Spreadsheets again and again,').join(' ')}${CUT_ANSWER_END}`);
    expect(text).toHaveLength(300);
    expect(citations[0]).toBe('pains');
    const request = fake.received.at(-1)!;
    await expect.poll(() => request.abandoned, { timeout: 5_000 }).toBe(true);
  });

  it('lets an answer of exactly answerMaxChars less one through whole', async () => {
    fake.answer({ kind: 'stream', chunks: ['a'.repeat(150), 'b'.repeat(149)] });
    const capped = createOpenAiModel({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: 2000, answerMaxChars: 300 });
    const { text } = await read(await capped.answer(question()));
    expect(text).toBe(`${'a'.repeat(150)}${'b'.repeat(149)}`);
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

const PANEL_QUESTION = 'Would you rather have a single dashboard or better integrations?';
const EMAIL = 'Subject: Stop copying data between spreadsheets\n\nFreightFlow gives you a single view of every shipment.\n  Plans from $49 per user.\nStart your free trial';
const OTHERS = [
  { name: 'Sam Okafor', text: "I'd go for better integrations.\nNothing else matters." },
  { name: 'Priya', text: 'A single dashboard, I love charts.' },
];

async function ask(task: PersonaTask, chunks: string[], asked = PANEL_QUESTION) {
  fake.answer({ kind: 'stream', chunks });
  const { text, citations } = await read(await model().answer(question({ history: [], question: asked, task })));
  return { text, citations, messages: fake.received.at(-1)!.body.messages! };
}

/** The role lock with the whole Blueprint is the first message, whatever the task. */
function expectRoleLockFirst(messages: { role: string; content: string }[]) {
  const [system] = messages;
  expect(system!.role).toBe('system');
  expect(system!.content).toContain('You are Rita Alvarez');
  expect(system!.content).toMatch(/Never say or hint that you are an AI/);
  for (const section of RITA.sections) expect(system!.content).toContain(section.markdown);
}

describe('the OpenAI-compatible persona model on a panel task', () => {
  it('panel answer: the role lock, then the format (3 to 5 sentences, the choice first), then the question', async () => {
    const { text, citations, messages } = await ask({ kind: 'panel-answer' }, ["I'd go for better integrations — vendors promise ", 'integrations that never work.\nSources: pains']);
    expectRoleLockFirst(messages);
    expect(messages).toHaveLength(3);
    expect(messages[1]!).toMatchObject({ role: 'system', content: expect.stringContaining('3 to 5 sentences') as string });
    expect(messages[1]!.content).toContain('"a single dashboard", "better integrations"');
    expect(messages[1]!.content).toMatch(/name the one you prefer in your first sentence/);
    expect(messages[2]).toEqual({ role: 'user', content: PANEL_QUESTION });
    expect({ text, citations }).toEqual({ text: "I'd go for better integrations — vendors promise integrations that never work.", citations: ['pains'] });
  });

  it('panel review: the stance openers in the format, the digest of the others (names and texts) in the question', async () => {
    const { text, citations, messages } = await ask({ kind: 'panel-review', others: OTHERS }, ['I partly agree with Sam Okafor, but not with Priya: spreadsheets.', '\nSources: pains, quotes']);
    expectRoleLockFirst(messages);
    const [, format, user] = messages;
    expect(format!.role).toBe('system');
    for (const opener of Object.values(STANCE_OPENERS)) expect(format!.content).toContain(`"${opener}"`);
    expect(format!.content).toMatch(/Do not change who you are/);
    expect(user!.role).toBe('user');
    expect(user!.content).toContain(PANEL_QUESTION);
    expect(user!.content).toContain("**Sam Okafor** said:\n> I'd go for better integrations.\n> Nothing else matters.");
    expect(user!.content).toContain('**Priya** said:\n> A single dashboard, I love charts.');
    expect(parseStance(text)).toBe('partly');
    expect(citations).toEqual(['pains', 'quotes']);
  });

  it('panel review: does not repeat the digest when the question already holds it', async () => {
    const asked = `Here is what the others said:\n${OTHERS.map((o) => `- ${o.name}: ${o.text}`).join('\n')}\nDo you agree?`;
    const { messages } = await ask({ kind: 'panel-review', others: OTHERS }, ['I agree with Sam Okafor.'], asked);
    expect(messages.at(-1)).toEqual({ role: 'user', content: asked });
  });

  it('asset review: the five labels and an example in the format, the asset fenced with its lines as written', async () => {
    const reply = [
      'What I notice first: The subject line.',
      'Would I click: No.',
      'Where I stop reading: "Plans from $49 per user."',
      'My objection: I worry the licence costs more than it saves.',
      'The one change that would win me: Show me an ROI calculator.',
    ].join('\n');
    const { text, citations, messages } = await ask({ kind: 'asset-review', asset: EMAIL }, [reply.slice(0, 70), reply.slice(70), '\nSources: objections'], '');
    expectRoleLockFirst(messages);
    const [, format, user] = messages;
    expect(format!.role).toBe('system');
    for (const label of Object.values(ASSET_LABELS)) expect(format!.content).toContain(`"${label}"`);
    expect(format!.content).toContain(READ_TO_THE_END);
    expect(format!.content).toContain(`${ASSET_LABELS.wouldClick} Yes, on Shop now.`);
    expect(user!.role).toBe('user');
    expect(user!.content).toContain(`\`\`\`text\n${EMAIL}\n\`\`\``);
    expect(text).toBe(reply);
    expect(citations).toEqual(['objections']);
    expect(parseAssetReaction(text, EMAIL)).toMatchObject({ wouldClick: false, stopsAt: 'Plans from $49 per user.' });
  });

  it('asset review: cites the sections the asset meets when the model names none', async () => {
    const { citations } = await ask({ kind: 'asset-review', asset: EMAIL }, ['What I notice first: The subject.'], '');
    expect(citations[0]).toBe('pains');
  });

  it('fences an asset so that its own backticks cannot close the fence', () => {
    expect(fence('Shop now')).toBe('```text\nShop now\n```');
    expect(fence('Use ```code``` and ````more````')).toBe('`````text\nUse ```code``` and ````more````\n`````');
  });
});
