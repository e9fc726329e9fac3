import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { citedSection } from './cited-sections';
import type { ChatTurn, CitedSection, PersonaContext, PersonaModel, PersonaTask } from './persona-model';

export const MODEL_FAILED_TEXT = 'The avatar could not answer just now. Please try again.';
export const MODEL_TIMEOUT_TEXT = 'The avatar took too long to answer. Please try again.';

/** What collecting an answer needs: the model, its time limit, the log. */
export interface AnswerDeps {
  model: PersonaModel;
  /** LLM_TIMEOUT_MS: the longest wait for the answer's first piece, and then between two pieces. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface AnswerRequest {
  persona: PersonaContext;
  /** A panel's task (absent in chat). */
  task?: PersonaTask;
  history: ChatTurn[];
  question: string;
  /** Aborted when the client goes away: the answer is then AnswerStopped. */
  stopped: AbortSignal;
  /** Each piece of the answer, as it is written. */
  onDelta: (text: string) => void;
}

/** The answer was stopped by the client (it went away): nothing of it is saved, nobody is left to tell. */
export class AnswerStopped extends Error {
  constructor() {
    super('The client stopped the answer.');
    this.name = 'AnswerStopped';
  }
}

/**
 * Aborts `controller` (with the same reason) when `stopped` aborts, as AbortSignal.any would link them, which costs
 * about 15 µs a call on Node 20, on a question's way to the model. Returns the unlinking.
 */
export function followAbort(stopped: AbortSignal, controller: AbortController): () => void {
  const stop = () => controller.abort(stopped.reason);
  if (stopped.aborted) stop();
  else stopped.addEventListener('abort', stop, { once: true });
  return () => stopped.removeEventListener('abort', stop);
}

/** Settles with the promise, or rejects as soon as the signal aborts (a model that ignores its signal cannot hold us). */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The model was called with a signal already aborted (the client left meanwhile): its own rejection comes later
    // and nobody waits for it any more, so it must not surface as an unhandled rejection, which ends the process.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Asks the model and collects the whole answer, passing each piece to onDelta as it comes. The time limit is
 * the longest wait for the first piece and then between two pieces, so a long answer that keeps coming is not
 * cut (the driver keeps the same limit; this is the backstop for a model that ignores its signal).
 * A model failure is MODEL_FAILED, the time limit MODEL_TIMEOUT, the client going away AnswerStopped.
 * The citations are sections this persona's Blueprint holds, each once (with the claims relied on, if any).
 */
export async function collectAnswer(deps: AnswerDeps, input: AnswerRequest): Promise<{ text: string; citations: CitedSection[] }> {
  // Aborted by the time limit or by input.stopped.
  const controller = new AbortController();
  const signal = controller.signal;
  let timedOut = false;
  let timeout: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timeout);
    timeout = setTimeout(() => {
      timedOut = true;
      controller.abort(new AppError('MODEL_TIMEOUT', MODEL_TIMEOUT_TEXT));
    }, deps.timeoutMs);
  };
  arm();
  const unlink = followAbort(input.stopped, controller);
  let iterator: AsyncIterator<string> | undefined;
  try {
    const question = { persona: input.persona, history: input.history, question: input.question, signal, ...(input.task ? { task: input.task } : {}) };
    const answer = await unlessAborted(deps.model.answer(question), signal);
    iterator = answer.text[Symbol.asyncIterator]();
    let text = '';
    for (;;) {
      const next = await unlessAborted(iterator.next(), signal);
      if (next.done) break;
      arm();
      if (typeof next.value !== 'string' || next.value === '') continue;
      text += next.value;
      input.onDelta(next.value);
    }
    iterator = undefined;
    if (signal.aborted) throw signal.reason;
    if (text.trim() === '') throw new AppError('MODEL_FAILED', MODEL_FAILED_TEXT);
    const written = new Map(input.persona.sections.map((s) => [s.key, s.claims?.length ?? 0]));
    const claims = answer.claims?.() ?? {};
    const keys = [...new Set(answer.citations())].filter((key) => written.has(key));
    // Claim indexes the section does not hold are dropped: a model's mapping is not trusted blindly.
    return { text, citations: keys.map((key) => citedSection(key, (claims[key] ?? []).filter((i) => Number.isInteger(i) && i >= 0 && i < written.get(key)!))) };
  } catch (error) {
    if (input.stopped.aborted) throw new AnswerStopped();
    if (timedOut) throw new AppError('MODEL_TIMEOUT', MODEL_TIMEOUT_TEXT);
    if (error instanceof AppError && (error.code === 'MODEL_FAILED' || error.code === 'MODEL_TIMEOUT')) throw error;
    deps.log.error({ err: error }, 'the persona model failed');
    throw new AppError('MODEL_FAILED', MODEL_FAILED_TEXT);
  } finally {
    clearTimeout(timeout);
    unlink();
    // Lets a generator that was cut short clean up (close its connection); its own failure no longer matters.
    if (iterator?.return) void iterator.return().catch(() => undefined);
  }
}
