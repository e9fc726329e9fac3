// The model the persona benchmarks talk to: the tests' fake OpenAI-compatible endpoint answering with a fixed time
// to its first token and a fixed token rate (BENCH_FIRST_TOKEN_MS, default 200; BENCH_TOKENS_PER_S, default 50;
// BENCH_ANSWER_TOKENS, default 40), so whatever a client of the portal waits beyond it is the portal's own.
import { BLUEPRINT_SECTION_KEYS } from '@persona/shared';
import { startFakeOpenAi, type ReceivedCompletion } from '../apps/api/src/test/fakes/fake-openai';

const env = process.env;
export const FIRST_TOKEN_MS = Number(env.BENCH_FIRST_TOKEN_MS ?? 200);
export const TOKENS_PER_S = Number(env.BENCH_TOKENS_PER_S ?? 50);
export const ANSWER_TOKENS = Number(env.BENCH_ANSWER_TOKENS ?? 40);

/** The fake writes a token, then waits its interval (the last one too, before `[DONE]`). */
const TOKEN_MS = 1000 / TOKENS_PER_S;
/** How long the model takes for a whole answer of `tokens` tokens, by its settings. */
export const answerMs = (tokens: number) => FIRST_TOKEN_MS + tokens * TOKEN_MS;

const WORDS = 'Honestly I would compare the price with what my team loses every week on manual reports before I say yes'.split(' ');
/** A persona's answer: ANSWER_TOKENS words (the last token cites a section, as the role lock asks). */
export const ANSWER_CHUNKS = [...Array.from({ length: ANSWER_TOKENS - 1 }, (_, i) => `${WORDS[i % WORDS.length]} `), '\nSources: at-a-glance'];

/** A Blueprint draft as the model writes it: its first token already fills a field of the form (a name). */
export const DRAFT_JSON = JSON.stringify({
  name: 'Rita Alvarez',
  age: 42,
  gender: 'female',
  occupation: 'Operations manager',
  sections: Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, `Rita on ${key}: she compares tools by the hours her team saves on manual reports.`])),
});
/** The draft cut into tokens of about four characters, the first one a whole field. */
export const DRAFT_CHUNKS = (() => {
  const head = '{"name":"Rita Alvarez",';
  return [head, ...(DRAFT_JSON.slice(head.length).match(/.{1,4}/gs) ?? [])];
})();

/** Whether a request asks for a structured answer (a draft) rather than a persona's words. */
const structured = (body: ReceivedCompletion['body']) => body.response_format !== undefined;

/** The fake on loopback, answering every request at the benchmark's pace. */
export async function startPacedModel() {
  const fake = await startFakeOpenAi();
  fake.answerBy((body) => ({ kind: 'stream', chunks: structured(body) ? DRAFT_CHUNKS : ANSWER_CHUNKS, firstDelayMs: FIRST_TOKEN_MS, delayMs: TOKEN_MS }));
  return fake;
}

/** The text of a request's messages (to find a tagged question among concurrent ones). */
export const requestText = (request: ReceivedCompletion) => (request.body.messages ?? []).map((m) => m.content).join('\n');

export const settingsLine = () =>
  `fake model: first token after ${FIRST_TOKEN_MS} ms, ${TOKENS_PER_S} tokens/s, answers of ${ANSWER_TOKENS} tokens (${answerMs(ANSWER_TOKENS).toFixed(0)} ms each), drafts of ${DRAFT_CHUNKS.length} tokens`;
