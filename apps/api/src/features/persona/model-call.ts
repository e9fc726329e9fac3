import type * as OpenAiSdk from 'openai';
import type OpenAI from 'openai';
import { AppError } from '../../lib/errors';
import { loadOnce } from '../../lib/load-once';
import type { ModelCallRecorder, ModelOutcome, ModelUsage } from '../../lib/metrics';

export interface ModelEndpoint {
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  /** The longest wait for the endpoint to start answering, and then between two chunks of the answer. */
  timeoutMs: number;
  /** Where each call is recorded (the app's metrics); absent, nowhere. */
  metrics?: ModelCallRecorder;
}

/** A streamed answer whose last chunk reports the tokens used (`usage`), as OpenAI's API does when asked. */
export const STREAMED = { stream: true, stream_options: { include_usage: true } } as const;

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

/** The openai package once a client was made (no call fails with its errors before): loaded on the first call. */
let sdk: typeof OpenAiSdk | undefined;
const loadSdk = loadOnce(async () => (sdk = await import('openai')));

/** The client of an endpoint: the time limit is ours (modelCall), so it never retries on its own. */
export async function modelClient(endpoint: ModelEndpoint): Promise<OpenAI> {
  const { default: Client } = await loadSdk();
  return new Client({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey || 'none', timeout: endpoint.timeoutMs, maxRetries: 0 });
}

const isSdkError = <K extends 'APIError' | 'APIConnectionError' | 'APIConnectionTimeoutError' | 'APIUserAbortError'>(
  err: unknown,
  kind: K,
): err is InstanceType<(typeof OpenAiSdk)[K]> => sdk !== undefined && err instanceof sdk[kind];

const abortError = (reason: unknown): Error => (reason instanceof Error ? reason : new DOMException('The answer was stopped.', 'AbortError'));
const isTimeoutReason = (reason: unknown) => reason instanceof Error && reason.name === 'TimeoutError';

export interface ModelCall {
  host: string;
  /** For the request: aborted by the caller's signal, the time limit or release(). */
  signal: globalThis.AbortSignal;
  /** Starts (again) the wait for the next chunk. */
  arm(): void;
  /** Ends the call: the timer stops, and an unfinished answer's connection is closed. */
  release(): void;
  /** The openai stream ends quietly when aborted: throws why, if it was. */
  throwIfAborted(): void;
  classify(err: unknown): Error;
  /** The error for a stream that ended without a word (e.g. an HTML page or events that are no completion chunks). */
  emptyAnswer(): AppError;
  /** Counts the tokens a chunk reports using, if it does (the last one, usually). */
  count(chunk: { usage?: ModelUsage | null }): void;
}

/** How a call that failed with this (classified) error ended. */
const outcomeOf = (error: Error): ModelOutcome => {
  if (!(error instanceof AppError)) return 'stopped';
  return error.code === 'MODEL_TIMEOUT' ? 'timeout' : 'failed';
};

/**
 * One streamed call to `model` at an endpoint: its AbortController is aborted by the caller's signal, by
 * `timeoutMs` without a chunk (`arm()` at the start and after each chunk), or by `release()` when the reader stops
 * early. `classify` turns any failure into what routes expect: the caller's abort as is, else MODEL_TIMEOUT or
 * MODEL_FAILED in words that name the host and never a key. `release()` records the call (endpoint.metrics) with
 * the outcome of the failure classified before it, if any.
 */
export function modelCall(endpoint: ModelEndpoint, model: string, signal?: AbortSignal): ModelCall {
  const host = hostOf(endpoint.baseUrl);
  const seconds = Math.round(endpoint.timeoutMs / 100) / 10;
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => controller.abort(signal?.reason);
  const classified = (err: unknown): Error => {
    if (err instanceof AppError) return err;
    if (timedOut || isSdkError(err, 'APIConnectionTimeoutError') || (signal?.aborted && isTimeoutReason(signal.reason))) {
      return new AppError('MODEL_TIMEOUT', `The model at ${host} did not answer within ${seconds} s.`);
    }
    if (signal?.aborted) return abortError(signal.reason);
    if (isSdkError(err, 'APIUserAbortError')) return abortError(err);
    if (isSdkError(err, 'APIError') && err.status !== undefined) {
      const said = (err.error as { message?: unknown } | undefined)?.message;
      const detail = typeof said === 'string' && said.trim() ? `: ${redact(said.trim(), endpoint.apiKey)}` : '';
      return new AppError('MODEL_FAILED', `The model at ${host} answered with an error (HTTP ${err.status})${detail}.`);
    }
    if (isSdkError(err, 'APIConnectionError')) return new AppError('MODEL_FAILED', `The model at ${host} could not be reached.`);
    return new AppError('MODEL_FAILED', `The model at ${host} failed to answer.`);
  };

  if (signal?.aborted) throw abortError(signal.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const recorded = endpoint.metrics?.start({ provider: host, model });
  let failure: ModelOutcome | undefined;
  const classify = (err: unknown): Error => {
    const error = classified(err);
    failure ??= outcomeOf(error);
    return error;
  };

  return {
    host,
    signal: controller.signal,
    arm() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, endpoint.timeoutMs);
    },
    release() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (!controller.signal.aborted) controller.abort();
      recorded?.end(failure ?? 'ok');
    },
    throwIfAborted() {
      if (controller.signal.aborted) throw classify(controller.signal.reason);
    },
    classify,
    emptyAnswer: () => new AppError('MODEL_FAILED', `The model at ${host} returned an empty answer.`),
    count(chunk) {
      if (chunk.usage) recorded?.tokens(chunk.usage);
    },
  };
}
