import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { requestStructured } from './structured-call';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.stop();
});

const ask = (answerMaxChars: number) =>
  requestStructured({ baseUrl: fake.baseUrl, model: 'judge-model', timeoutMs: 5000, answerMaxChars }, { name: 'verdict', system: 'Judge.', user: 'Is it?', schema: { type: 'object' } });

it('collects a structured answer whole', async () => {
  fake.answer({ kind: 'stream', chunks: ['{"verdict":', '"supported"}'] });
  await expect(ask(100)).resolves.toBe('{"verdict":"supported"}');
});

it('fails with MODEL_FAILED past answerMaxChars, and stops the model', async () => {
  fake.answer({ kind: 'endless', chunk: '{"verdict": "supported", ' });
  const error = await ask(1000).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'MODEL_FAILED', message: `The model at ${new URL(fake.baseUrl).host} wrote more than 1,000 characters.` });
  const request = fake.received.at(-1)!;
  await expect.poll(() => request.abandoned, { timeout: 5_000 }).toBe(true);
});
