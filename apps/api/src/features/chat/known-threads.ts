import { LRUCache } from 'lru-cache';
import type { PersonaSource } from '../persona';
import type { MessageRow, ThreadRow } from './chat.queries';

/** A thread to ask in, as the route read it with its ownership: its persona and its messages, oldest first. */
export interface ThreadToAsk {
  thread: ThreadRow;
  source: PersonaSource | null;
  messages: MessageRow[];
  /**
   * Set when the thread came from this process's memory (KnownThreads): the thread as the database holds it now,
   * read meanwhile (null: it is gone). The question is asked from memory and checked against it.
   */
  now?: Promise<ThreadToAsk | null>;
}

/**
 * How many threads a process keeps, how many characters they may hold in all (their messages and Blueprint
 * documents: an attachment's text or an evidence-rich Blueprint is large), and for how long after their last answer
 * (a conversation left idle leaves). Beyond a bound the least recently answered go; their next question is read first.
 */
export const KNOWN_THREADS_MAX = 500;
export const KNOWN_THREADS_MAX_CHARACTERS = 8_000_000;
const KNOWN_THREAD_TTL_MS = 10 * 60_000;

/** About what a thread holds in memory: its messages' text and its Blueprint document as JSON. */
const charactersOf = ({ source, messages }: ThreadToAsk): number =>
  messages.reduce((n, m) => n + m.content.length, JSON.stringify(source?.document ?? null).length) || 1;

/**
 * The threads this process last answered in, as they stood after the answer (or, for a new thread, empty): the
 * next question's model call starts from them while the thread is read, instead of after the read
 * (docs/decisions.md, "A question is asked from the thread as this process last left it"). Nothing here is
 * trusted beyond what cannot change: a thread's account is fixed at its creation, so ownership can be checked
 * from memory; everything the model is asked is checked against the read before the question is saved.
 */
export class KnownThreads {
  readonly #threads = new LRUCache<string, ThreadToAsk>({ max: KNOWN_THREADS_MAX, maxSize: KNOWN_THREADS_MAX_CHARACTERS, sizeCalculation: charactersOf, ttl: KNOWN_THREAD_TTL_MS });

  get(threadId: string): ThreadToAsk | undefined {
    return this.#threads.get(threadId);
  }

  remember(toAsk: ThreadToAsk): void {
    this.#threads.set(toAsk.thread.id, { thread: toAsk.thread, source: toAsk.source, messages: toAsk.messages });
  }

  /** While a question of the thread is being answered: the next one goes by the database (which refuses it while it lasts). */
  forget(threadId: string): void {
    this.#threads.delete(threadId);
  }
}
