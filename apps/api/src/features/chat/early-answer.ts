import { collectAnswer, followAbort, historyWindow, type AnswerDeps, type ChatTurn, type CitedSection, type PersonaContext } from '../persona';
import type { MessageRow } from './chat.queries';

/** How many earlier messages of the thread the persona is given (the newest ones), to bound the model's input. */
export const HISTORY_MESSAGES = 20;

/** The answers a thread's history holds: an answer save is the only change to a thread that changes its history. */
export const answersIn = (messages: Pick<MessageRow, 'role'>[]): number => messages.reduce((n, m) => n + (m.role === 'assistant' ? 1 : 0), 0);

/** The model's turns from a thread's earlier messages (the question being asked left out), within the input's bounds. */
export const historyOf = (earlier: MessageRow[], limits: { historyChars: number }): ChatTurn[] =>
  historyWindow(earlier, { maxMessages: HISTORY_MESSAGES, maxChars: limits.historyChars });

export interface EarlyAnswer {
  /** The whole answer, once written (rejects as collectAnswer does). */
  answer: Promise<{ text: string; citations: CitedSection[] }>;
  /** From now on each piece goes to `onDelta`, after the pieces written so far. */
  release(onDelta: (text: string) => void): void;
  /** Stops the model and waits until it has let go (nothing it wrote is used). */
  cancel(): Promise<void>;
}

/**
 * Asks the model at once, while the question is still being saved: a client's first token waits for the model
 * and not also for the save's round trips and commit (docs/decisions.md, "A chat question is asked while it is
 * saved"). The pieces written before the question's event went out are held back until `release`.
 */
export function askEarly(deps: AnswerDeps, input: { persona: PersonaContext; history: ChatTurn[]; question: string; stopped: AbortSignal }): EarlyAnswer {
  // Stopped by cancel or by the client going away.
  const own = new AbortController();
  const unlink = followAbort(input.stopped, own);
  const held: string[] = [];
  let forward: ((text: string) => void) | null = null;
  const answer = collectAnswer(deps, {
    ...input,
    stopped: own.signal,
    onDelta: (text) => (forward ? forward(text) : held.push(text)),
  });
  // Settled by whoever awaits it, or by cancel: never an unhandled rejection meanwhile.
  answer.catch(() => undefined).finally(unlink);
  return {
    answer,
    release(onDelta) {
      for (const text of held.splice(0)) onDelta(text);
      forward = onDelta;
    },
    async cancel() {
      own.abort();
      await answer.catch(() => undefined);
    },
  };
}
