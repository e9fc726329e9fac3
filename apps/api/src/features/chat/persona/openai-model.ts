import type { BlueprintSectionKey } from '@persona/shared';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AppError } from '../../../lib/errors';
import { buildMessages, groundingText } from './openai-messages';
import type { PersonaAnswer, PersonaModel, PersonaQuestion } from './persona-model';
import { PersonaIndex } from './retrieval';
import { SourcesMarkerFilter } from './sources-marker';

export interface OpenAiModelConfig {
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** The longest wait for the endpoint to start answering, and then between two chunks of the answer. */
  timeoutMs: number;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The endpoint's host for messages (never its path, query or credentials). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return 'the configured model endpoint';
  }
}

/** What the endpoint said, with anything that looks like a key removed and kept short. */
export function redact(text: string, apiKey: string | undefined): string {
  let out = text;
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('***');
  out = out.replace(/\b(?:sk|pk|rk|key)[-_][\w*.-]{4,}/gi, '***').replace(/\bBearer\s+\S+/gi, 'Bearer ***');
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
}

const abortError = (reason: unknown): Error => (reason instanceof Error ? reason : new DOMException('The answer was stopped.', 'AbortError'));
const isTimeoutReason = (reason: unknown) => reason instanceof Error && reason.name === 'TimeoutError';

/**
 * A PersonaModel over any OpenAI-compatible chat-completions endpoint: the role lock and the Blueprint as the
 * system message (and a panel task's format as a second one), the thread, then the question; the answer is
 * streamed as it comes, with its closing `Sources:` line held back and turned into citations.
 */
export function createOpenAiModel(config: OpenAiModelConfig): PersonaModel {
  const host = hostOf(config.baseUrl);
  const model = config.model || DEFAULT_OPENAI_MODEL;
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: config.timeoutMs, maxRetries: 0 });
  const seconds = Math.round(config.timeoutMs / 100) / 10;

  return {
    async answer(question: PersonaQuestion): Promise<PersonaAnswer> {
      const { persona, signal } = question;
      // One controller for the request: aborted by the caller's signal, by the time limit, or when the reader stops.
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeoutMs);
      };
      const onAbort = () => controller.abort(signal.reason);
      const release = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      };

      /** Any failure as what the route expects: a caller's abort as is, else MODEL_TIMEOUT or MODEL_FAILED. */
      const classify = (err: unknown): Error => {
        if (err instanceof AppError) return err;
        if (timedOut || err instanceof APIConnectionTimeoutError || (signal.aborted && isTimeoutReason(signal.reason))) {
          return new AppError('MODEL_TIMEOUT', `The model at ${host} did not answer within ${seconds} s.`);
        }
        if (signal.aborted) return abortError(signal.reason);
        if (err instanceof APIUserAbortError) return abortError(err);
        if (err instanceof APIError && err.status !== undefined) {
          const said = (err.error as { message?: unknown } | undefined)?.message;
          const detail = typeof said === 'string' && said.trim() ? `: ${redact(said.trim(), config.apiKey)}` : '';
          return new AppError('MODEL_FAILED', `The model at ${host} answered with an error (HTTP ${err.status})${detail}.`);
        }
        if (err instanceof APIConnectionError) return new AppError('MODEL_FAILED', `The model at ${host} could not be reached.`);
        return new AppError('MODEL_FAILED', `The model at ${host} failed to answer.`);
      };

      if (signal.aborted) throw abortError(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      const messages = buildMessages(question);

      arm();
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create({ model, stream: true, messages }, { signal: controller.signal });
      } catch (err) {
        release();
        throw classify(err);
      }

      let citations: BlueprintSectionKey[] = [];
      async function* text(): AsyncGenerator<string> {
        const filter = new SourcesMarkerFilter();
        let wrote = false;
        let finished = false;
        try {
          arm();
          for await (const chunk of stream) {
            arm();
            const delta = chunk.choices[0]?.delta?.content;
            if (!delta) continue;
            const out = filter.push(delta);
            if (out) {
              wrote = wrote || /\S/.test(out);
              yield out;
            }
          }
          // The openai stream ends quietly when aborted: find out why.
          if (controller.signal.aborted) throw classify(controller.signal.reason);
          const end = filter.end();
          if (end.text) {
            wrote = wrote || /\S/.test(end.text);
            yield end.text;
          }
          if (!wrote) throw new AppError('MODEL_FAILED', `The model at ${host} returned an empty answer.`);
          const valid = end.keys.filter((key) => persona.sections.some((s) => s.key === key));
          citations = valid.length > 0 ? valid : new PersonaIndex(persona).bestSections(groundingText(question));
          finished = true;
        } catch (err) {
          throw classify(err);
        } finally {
          release();
          // The reader stopped early: close the connection.
          if (!finished && !controller.signal.aborted) controller.abort();
        }
      }

      return { text: text(), citations: () => citations };
    },
  };
}
