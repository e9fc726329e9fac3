import { AppError } from '../../lib/errors';
import type { ModelCallRecorder, ModelOutcome } from '../../lib/metrics';
import { CompletionHttpError, CompletionUnreachable, streamCompletion, type CompletionChunk, type CompletionEndpoint, type CompletionRequest } from './completion-stream';

export interface ModelEndpoint extends CompletionEndpoint {
  /** The longest wait for the endpoint to start answering, and then between two chunks of the answer. */
  timeoutMs: number;
  /** Where each call is recorded (the app's metrics); absent, nowhere. */
  metrics?: ModelCallRecorder;
}

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

export interface ModelCall {
  host: string;
  /** Starts (again) the wait for the next chunk. */
  arm(): void;
  /** Ends the call: the timer stops, and an unfinished answer's connection is closed. */
  release(): void;
  /** Asks the endpoint for the model's streamed completion, aborted by the caller's signal, the time limit or release(). */
  stream(request: Omit<CompletionRequest, 'model'>): Promise<AsyncIterable<CompletionChunk>>;
  /** Throws why the call was aborted, if it was (a stream may end quietly when it is). */
  throwIfAborted(): void;
  classify(err: unknown): Error;
  /** The error for a stream that ended without a word (e.g. an HTML page or events that are no completion chunks). */
  emptyAnswer(): AppError;
  /** The error for an answer that went on past `maxChars` characters. */
  tooLong(maxChars: number): AppError;
  /** Counts the tokens a chunk reports using, if it does (the last one, usually). */
  count(chunk: CompletionChunk): void;
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
    if (timedOut || (signal?.aborted && isTimeoutReason(signal.reason))) {
      return new AppError('MODEL_TIMEOUT', `The model at ${host} did not answer within ${seconds} s.`);
    }
    if (signal?.aborted) return abortError(signal.reason);
    if (controller.signal.aborted) return abortError(err);
    if (err instanceof CompletionHttpError) {
      const detail = err.said ? `: ${redact(err.said, endpoint.apiKey)}` : '';
      return new AppError('MODEL_FAILED', `The model at ${host} answered with an error (HTTP ${err.status})${detail}.`);
    }
    if (err instanceof CompletionUnreachable) return new AppError('MODEL_FAILED', `The model at ${host} could not be reached.`);
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
    stream: (request) => streamCompletion(endpoint, { model, ...request }, controller.signal),
    throwIfAborted() {
      if (controller.signal.aborted) throw classify(controller.signal.reason);
    },
    classify,
    emptyAnswer: () => new AppError('MODEL_FAILED', `The model at ${host} returned an empty answer.`),
    tooLong: (maxChars) => new AppError('MODEL_FAILED', `The model at ${host} wrote more than ${maxChars.toLocaleString('en-US')} characters.`),
    count(chunk) {
      if (chunk.usage) recorded?.tokens(chunk.usage);
    },
  };
}
