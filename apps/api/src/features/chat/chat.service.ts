import { CHAT_QUESTION_TEXTS, CHAT_THREAD_NAME_MAX_LENGTH, type ChatMessage, type ChatMessageBody } from '@persona/shared';
import { and, count, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { HEARTBEAT_STALE_MS, startHeartbeat } from '../../lib/heartbeat';
import type { AvatarLinks } from '../avatars';
import { AnswerStopped, cutText, findPersonaSource, personaCitations, toPersonaContext, type AnswerBudget, type AnswerDeps, type AnswerTicket, type CitedSection, type PersonaSource } from '../persona';
import { toMessage } from './chat.mappers';
import { listThreadMessages, type MessageRow, type ThreadRow } from './chat.queries';
import { chatAttachments, chatMessages, chatThreads } from './chat.tables';
import { answersIn, askEarly, historyOf, type EarlyAnswer } from './early-answer';
import type { KnownThreads, ThreadToAsk } from './known-threads';

export type { ThreadToAsk } from './known-threads';

export const AVATAR_NOT_FOUND = 'This avatar does not exist.';
export const THREAD_NOT_FOUND = 'This conversation does not exist.';
export const ATTACHMENT_NOT_FOUND = 'This attachment does not exist: upload the file again.';

/** What answering needs: the database, the model, its time limit, the log, the avatars' addresses, the budget and the input's bounds. */
export interface ChatDeps extends AnswerDeps {
  db: Database;
  /** The signed addresses of an account's Blueprint pages and portraits. */
  links: AvatarLinks;
  budget: AnswerBudget;
  /** LLM_HISTORY_MAX_CHARS and LLM_ATTACHMENT_MAX_CHARS. */
  inputLimits: { historyChars: number; attachmentChars: number };
  /** The threads this process last answered in: a question in one of them is asked from memory while it is read. */
  known: KnownThreads;
}

/** Who asks: the person (their answers in progress) and the thread's account (its hourly budget). */
export interface Asker {
  userId: string;
}

/**
 * A new thread of the account with one of its own avatars (404 for an avatar of any other account), with its
 * persona as read to check the avatar: what its first question is asked from (KnownThreads).
 */
export async function startThread(db: Database, accountId: string, avatarId: string): Promise<ThreadToAsk> {
  const source = await findPersonaSource(db, avatarId);
  if (!source || source.avatar.accountId !== accountId) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  const [row] = await db.insert(chatThreads).values({ accountId, avatarId }).returning();
  return { thread: row!, source, messages: [] };
}

/** A thread's name: the first characters of its first question, on one line. */
export const threadName = (question: string): string =>
  Array.from(question.replace(/\s+/g, ' ').trim()).slice(0, CHAT_THREAD_NAME_MAX_LENGTH).join('').trim();

/** The question as saved and asked: the typed text, then the attachment's text (at most `maxChars` of it) under a separator. */
export const withAttachment = (message: string, attachment: { name: string; text: string } | null, maxChars = Infinity): string =>
  attachment
    ? `${message}\n\n----- Attached file: ${attachment.name} -----\n${cutText(attachment.text, maxChars)}\n----- End of attached file -----`
    : message;

/**
 * An attachment the account uploaded, marked used (null for no id; 404 for an id that is not the account's). A
 * used one leaves the quota and the sweep, and may be asked about again (a question sent anew after a failure).
 */
export async function findChatAttachment(db: Database, accountId: string, id: string | undefined): Promise<{ name: string; text: string } | null> {
  if (id === undefined || id === '') return null;
  const [row] = await db
    .update(chatAttachments)
    .set({ usedAt: sql`coalesce(${chatAttachments.usedAt}, now())` })
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.accountId, accountId)))
    .returning({ name: chatAttachments.name, text: chatAttachments.text });
  if (!row) throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
  return row;
}

/** A pending question whose answer is still being written (its heartbeat is fresh). */
const livePending = (now: Date) =>
  and(eq(chatMessages.status, 'pending'), isNotNull(chatMessages.heartbeatAt), gte(chatMessages.heartbeatAt, new Date(now.getTime() - HEARTBEAT_STALE_MS)));

/**
 * Holds the thread for one answer at a time (its row locked for the transaction): a question is refused while
 * another of the thread is still being answered, so the thread's questions and answers alternate. One round trip:
 * the lock, the check and how many answers the thread now holds (whether a history read before the lock is current).
 */
async function holdThread(tx: Transaction, thread: ThreadRow, now: Date): Promise<{ answers: number }> {
  // The claim's commit does not wait for the disk (its connection goes back to the pool at once): the answer's
  // commit, which does, makes it durable too, as the log is written in order (docs/decisions.md).
  await tx.execute(sql`set local synchronous_commit = off`);
  const busy = tx.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.threadId, thread.id), livePending(now))).limit(1);
  const answers = tx.select({ n: count() }).from(chatMessages).where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.role, 'assistant')));
  const [held] = await tx
    .select({ busy: sql<boolean>`exists(${busy})`, answers: sql<number>`(${answers})`.mapWith(Number) })
    .from(chatThreads)
    .where(eq(chatThreads.id, thread.id))
    .for('update');
  if (held?.busy) throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.onePending);
  return { answers: held?.answers ?? 0 };
}

/** A claimed question, and whether the history read before it was claimed is still the thread's (no answer saved since). */
interface Claimed {
  question: MessageRow;
  current: boolean;
}

/** Saves the question, pending; the thread's first one names it. Both move the thread to the top of its avatar's list. */
async function saveQuestion(db: Database, thread: ThreadRow, question: { content: string; attachmentName: string | null; name: string; answersSeen: number }, at: Date): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const { answers } = await holdThread(tx, thread, at);
    const [row] = await tx
      .insert(chatMessages)
      .values({ threadId: thread.id, role: 'user', content: question.content, attachmentName: question.attachmentName, status: 'pending', heartbeatAt: at, createdAt: at })
      .returning();
    const name = question.name === '' ? chatThreads.name : sql`case when ${chatThreads.name} = '' then ${question.name} else ${chatThreads.name} end`;
    await tx.update(chatThreads).set({ updatedAt: at, name }).where(eq(chatThreads.id, thread.id));
    return { question: row!, current: answers === question.answersSeen };
  });
}

/** Takes an unanswered question of the thread up again, moved to the thread's end, pending; 409 when it is answered or being answered. */
async function reclaimQuestion(db: Database, thread: ThreadRow, questionId: string, answersSeen: number, at: Date): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const { answers } = await holdThread(tx, thread, at);
    const [row] = await tx
      .update(chatMessages)
      .set({ status: 'pending', heartbeatAt: at, createdAt: at })
      .where(and(eq(chatMessages.id, questionId), eq(chatMessages.threadId, thread.id), eq(chatMessages.role, 'user'), or(eq(chatMessages.status, 'unanswered'), eq(chatMessages.status, 'pending'))))
      .returning();
    if (!row) throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.notUnanswered);
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    return { question: row, current: answers === answersSeen };
  });
}

/** This attempt at the question, as it was claimed: a later attempt (a retry after it went silent) moved created_at. */
const thisAttempt = (question: MessageRow) =>
  and(eq(chatMessages.id, question.id), eq(chatMessages.status, 'pending'), eq(chatMessages.createdAt, question.createdAt));

/** Saves the answer and marks its question answered, together; refused when the question was asked again meanwhile. */
async function saveAnswer(db: Database, thread: ThreadRow, question: MessageRow, text: string, citations: CitedSection[]): Promise<MessageRow> {
  // Never before its question, even within the same millisecond: a thread reads oldest first.
  const at = new Date(Math.max(Date.now(), question.createdAt.getTime() + 1));
  return db.transaction(async (tx) => {
    const [answered] = await tx.update(chatMessages).set({ status: 'answered', heartbeatAt: null }).where(thisAttempt(question)).returning({ id: chatMessages.id });
    if (!answered) throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.askedAgain);
    const [row] = await tx.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', content: text, citations, createdAt: at }).returning();
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    return row!;
  });
}

export interface AskEvents {
  /** The question is saved (before the answer starts). */
  onQuestion?: (message: ChatMessage) => void;
  /** A piece of the answer, as it is written. */
  onDelta?: (text: string) => void;
}

/** The thread's persona, or 404 (its avatar is gone). */
const present = (source: PersonaSource | null): PersonaSource => {
  if (!source) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  return source;
};

/**
 * Counts the answer in the budget (429 past it) while `reads` reads what answering needs. A refusal of a read wins
 * over the budget's, and gives back what was counted.
 */
async function counted<T>(deps: ChatDeps, thread: ThreadRow, asker: Asker, reads: Promise<T>): Promise<{ ticket: AnswerTicket; read: T }> {
  const [ticket, read] = await Promise.allSettled([deps.budget.begin('chat', { userId: asker.userId, accountId: thread.accountId }), reads]);
  if (read.status === 'rejected') {
    if (ticket.status === 'fulfilled') await ticket.value.cancel();
    throw read.reason;
  }
  if (ticket.status === 'rejected') throw ticket.reason;
  return { ticket: ticket.value, read: read.value };
}

/**
 * Refuses (409) a question while the thread's messages, as read, show another being answered. Before the model is
 * asked the count is given back; once it was asked (`early`, stopped here) the answer stays counted in the hour.
 * The claim's lock checks again, for a question that arrives in between.
 */
async function refuseWhileAnswering(ticket: AnswerTicket, messages: MessageRow[], early: EarlyAnswer | null, now = Date.now()): Promise<void> {
  if (!messages.some((m) => m.status === 'pending' && m.heartbeatAt !== null && m.heartbeatAt.getTime() >= now - HEARTBEAT_STALE_MS)) return;
  await (early ? Promise.all([early.cancel(), ticket.end()]) : ticket.cancel());
  throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.onePending);
}

/** A thread whose persona is there (404 when its avatar is gone). */
type AskableThread = Omit<ThreadToAsk, 'source' | 'now'> & { source: PersonaSource };

/**
 * One question in a thread: counted in the answers' budget (429 past it, nothing saved), saved pending (with
 * the attachment's text, which must be the thread account's upload), answered by the persona from the
 * thread's answered history, and the answer saved with its citations only once it is complete. A failure,
 * the time limit or the client going away saves nothing of the answer and leaves the question unanswered.
 */
export async function askInThread(deps: ChatDeps, toAsk: ThreadToAsk, asker: Asker, body: ChatMessageBody, stopped: AbortSignal, events: AskEvents = {}): Promise<ChatMessage> {
  if (toAsk.now) return askFromMemory(deps, { ...toAsk, source: present(toAsk.source) }, toAsk.now, asker, body, stopped, events);
  const source = present(toAsk.source);
  const { ticket, read: attachment } = await counted(deps, toAsk.thread, asker, findChatAttachment(deps.db, toAsk.thread.accountId, body.attachment));
  return askCounted(deps, { ...toAsk, source }, ticket, { body, attachment, stopped, events }, null);
}

/**
 * A question in a thread this process knows (KnownThreads, never one with an attachment): counted, then the model is
 * asked from memory at once while `now` reads the thread. The question goes on from the read: 404 when the thread
 * or its avatar is gone, and asked again when what the model was given (persona, history) is not what the read
 * shows; either way the first call stays counted (a refusal never buys a free model call).
 */
async function askFromMemory(deps: ChatDeps, known: AskableThread, now: Promise<ThreadToAsk | null>, asker: Asker, body: ChatMessageBody, stopped: AbortSignal, events: AskEvents): Promise<ChatMessage> {
  const ticket = await deps.budget.begin('chat', { userId: asker.userId, accountId: known.thread.accountId });
  const early = askEarly(deps, { persona: toPersonaContext(known.source), history: historyOf(known.messages, deps.inputLimits), question: body.message, stopped });
  let read: AskableThread;
  try {
    const found = await now;
    if (!found) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
    read = { ...found, source: present(found.source) };
  } catch (error) {
    await Promise.all([early.cancel(), ticket.end()]);
    throw error;
  }
  await refuseWhileAnswering(ticket, read.messages, early);
  const alike = asksAlike(known, read, deps.inputLimits);
  if (!alike) await early.cancel();
  return askCounted(deps, read, ticket, { body, attachment: null, stopped, events }, alike ? early : null);
}

/** Whether asking in `a` gives the model what asking in `b` would: the same persona and the same history. */
const asksAlike = (a: AskableThread, b: AskableThread, limits: ChatDeps['inputLimits']): boolean =>
  JSON.stringify(toPersonaContext(a.source)) === JSON.stringify(toPersonaContext(b.source)) &&
  JSON.stringify(historyOf(a.messages, limits)) === JSON.stringify(historyOf(b.messages, limits));

/** A counted question: refused while another is being answered, else claimed and answered (from `early` when the model was asked already). */
async function askCounted(
  deps: ChatDeps,
  { thread, source, messages }: AskableThread,
  ticket: AnswerTicket,
  { body, attachment, stopped, events }: { body: ChatMessageBody; attachment: { name: string; text: string } | null; stopped: AbortSignal; events: AskEvents },
  early: EarlyAnswer | null,
): Promise<ChatMessage> {
  await refuseWhileAnswering(ticket, messages, early);
  const content = withAttachment(body.message, attachment, deps.inputLimits.attachmentChars);
  const question = { content, attachmentName: attachment?.name ?? null, name: messages.length === 0 ? threadName(body.message) : '', answersSeen: answersIn(messages) };
  return answerClaimed(deps, { thread, source, ticket, events, stopped }, content, messages, () => saveQuestion(deps.db, thread, question, new Date()), early);
}

/** Asks an unanswered question of the thread again: moved to the thread's end and answered as a new one would be. */
export async function retryInThread(deps: ChatDeps, thread: ThreadRow, asker: Asker, questionId: string, stopped: AbortSignal, events: AskEvents = {}): Promise<ChatMessage> {
  const reads = Promise.all([findPersonaSource(deps.db, thread.avatarId).then(present), listThreadMessages(deps.db, thread.id)]);
  const {
    ticket,
    read: [source, messages],
  } = await counted(deps, thread, asker, reads);
  await refuseWhileAnswering(ticket, messages, null);
  const asked = messages.find((m) => m.id === questionId && m.role === 'user' && m.status !== 'answered');
  if (!asked) {
    await ticket.cancel();
    throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.notUnanswered);
  }
  const earlier = messages.filter((m) => m.id !== questionId);
  return answerClaimed(deps, { thread, source, ticket, events, stopped }, asked.content, earlier, () => reclaimQuestion(deps.db, thread, questionId, answersIn(messages), new Date()));
}

interface Answering {
  thread: ThreadRow;
  source: PersonaSource;
  ticket: AnswerTicket;
  events: AskEvents;
  stopped: AbortSignal;
}

/**
 * Asks the model with the history read before the question is claimed, claims it meanwhile (`claim`), and answers
 * it: a refused claim stops the model and gives the count back; a history an answer saved meanwhile made stale is
 * asked again from the thread as it now is. The count always ends.
 */
async function answerClaimed(deps: ChatDeps, a: Answering, content: string, earlier: MessageRow[], claim: () => Promise<Claimed>, asked: EarlyAnswer | null = null): Promise<ChatMessage> {
  const persona = toPersonaContext(a.source);
  const ask = (before: MessageRow[]) => askEarly(deps, { persona, history: historyOf(before, deps.inputLimits), question: content, stopped: a.stopped });
  let early = asked ?? ask(earlier);
  let history = earlier;
  // While it is answered, the thread's next question goes by the database, which refuses it.
  deps.known.forget(a.thread.id);
  let claimed: Claimed;
  try {
    claimed = await claim();
  } catch (error) {
    // The model was asked: the answer stays counted in the hour (a refusal never buys a free call), its slot is freed.
    await Promise.all([early.cancel(), a.ticket.end()]);
    throw error;
  }
  try {
    if (!claimed.current) {
      await early.cancel();
      history = (await listThreadMessages(deps.db, a.thread.id)).filter((m) => m.id !== claimed.question.id && m.createdAt <= claimed.question.createdAt);
      early = ask(history);
    }
    return await answer(deps, a, claimed.question, early, history);
  } finally {
    await a.ticket.end();
  }
}

/**
 * Answers a claimed (pending) question, beating its heartbeat meanwhile; on any failure it is left unanswered. Once
 * saved, the thread as it now stands (`earlier`, the question and its answer) is what this process knows of it.
 */
async function answer(deps: ChatDeps, a: Answering, question: MessageRow, early: EarlyAnswer, earlier: MessageRow[]): Promise<ChatMessage> {
  const cite = personaCitations(deps, a.source);
  a.events.onQuestion?.(toMessage(question, cite));
  early.release(a.events.onDelta ?? (() => undefined));
  const beat = () => deps.db.update(chatMessages).set({ heartbeatAt: sql`now()` }).where(thisAttempt(question));
  const stopBeating = startHeartbeat(beat, (err) => deps.log.warn({ err }, 'a chat answer could not mark itself alive'));
  try {
    const answer = await early.answer;
    if (a.stopped.aborted) throw new AnswerStopped();
    const saved = await saveAnswer(deps.db, a.thread, question, answer.text, answer.citations);
    deps.known.remember({ thread: a.thread, source: a.source, messages: [...earlier, { ...question, status: 'answered', heartbeatAt: null }, saved] });
    return toMessage(saved, cite);
  } catch (error) {
    await deps.db
      .update(chatMessages)
      .set({ status: 'unanswered', heartbeatAt: null })
      .where(thisAttempt(question))
      .catch((err: unknown) => deps.log.warn({ err }, 'an unanswered question could not be marked'));
    throw error;
  } finally {
    stopBeating();
  }
}

/** After a restart of the only process: every question still pending lost its answer with the old process. */
export async function markCutQuestions(db: Database): Promise<number> {
  const rows = await db.update(chatMessages).set({ status: 'unanswered', heartbeatAt: null }).where(eq(chatMessages.status, 'pending')).returning({ id: chatMessages.id });
  return rows.length;
}
