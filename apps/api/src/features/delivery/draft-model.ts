import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../../lib/errors';
import { hostOf, redact } from '../chat';

export interface DraftModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The longest wait for the endpoint to start answering, and then between two chunks of the answer. */
  timeoutMs: number;
}

export interface DraftRequest {
  system: string;
  user: string;
  /** The JSON schema the answer must follow (structured output, strict). */
  schema: Record<string, unknown>;
}

/**
 * Asks an OpenAI-compatible endpoint for a structured answer (response_format json_schema, strict), streamed and
 * collected: its whole text, or MODEL_TIMEOUT (no chunk within timeoutMs) or MODEL_FAILED.
 */
export async function requestStructured(config: DraftModelConfig, request: DraftRequest): Promise<string> {
  const host = hostOf(config.baseUrl);
  const seconds = Math.round(config.timeoutMs / 100) / 10;
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: config.timeoutMs, maxRetries: 0 });
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
  const classify = (err: unknown): AppError => {
    if (err instanceof AppError) return err;
    if (timedOut || err instanceof APIConnectionTimeoutError) return new AppError('MODEL_TIMEOUT', `The model at ${host} did not answer within ${seconds} s.`);
    if (err instanceof APIError && err.status !== undefined) {
      const said = (err.error as { message?: unknown } | undefined)?.message;
      const detail = typeof said === 'string' && said.trim() ? `: ${redact(said.trim(), config.apiKey)}` : '';
      return new AppError('MODEL_FAILED', `The model at ${host} answered with an error (HTTP ${err.status})${detail}.`);
    }
    if (err instanceof APIConnectionError) return new AppError('MODEL_FAILED', `The model at ${host} could not be reached.`);
    return new AppError('MODEL_FAILED', `The model at ${host} failed to answer.`);
  };

  arm();
  try {
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        stream: true,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'blueprint_draft', strict: true, schema: request.schema } },
      },
      { signal: controller.signal },
    );
    let text = '';
    arm();
    for await (const chunk of stream) {
      arm();
      text += chunk.choices[0]?.delta?.content ?? '';
    }
    // The openai stream ends quietly when aborted: find out why.
    if (controller.signal.aborted) throw classify(controller.signal.reason);
    return text;
  } catch (err) {
    throw classify(err);
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) controller.abort();
  }
}
