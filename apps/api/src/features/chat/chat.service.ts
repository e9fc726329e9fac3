import { CHAT_QUESTION_TEXTS, CHAT_THREAD_NAME_MAX_LENGTH, type ChatMessage, type ChatMessageBody } from '@persona/shared';
import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { HEARTBEAT_STALE_MS, startHeartbeat } from '../../lib/heartbeat';
import { findAvatar, type AvatarLinks } from '../avatars';
import { AnswerStopped, collectAnswer, cutText, findPersonaSource, historyWindow, personaCitations, toPersonaContext, type AnswerBudget, type AnswerDeps, type CitedSection, type PersonaSource } from '../persona';
import { toMessage } from './chat.mappers';
import { listThreadMessages, type MessageRow, type ThreadRow } from './chat.queries';
import { chatAttachments, chatMessages, chatThreads } from './chat.tables';

export const AVATAR_NOT_FOUND = 'This avatar does not exist.';
export const THREAD_NOT_FOUND = 'This conversation does not exist.';
export const ATTACHMENT_NOT_FOUND = 'This attachment does not exist: upload the file again.';

/** How many earlier messages of the thread the persona is given (the newest ones), to bound the model's input. */
export const HISTORY_MESSAGES = 20;

/** What answering needs: the database, the model, its time limit, the log, the avatars' addresses, the budget and the input's bounds. */
export interface ChatDeps extends AnswerDeps {
  db: Database;
  /** The signed addresses of an account's Blueprint pages and portraits. */
  links: AvatarLinks;
  budget: AnswerBudget;
  /** LLM_HISTORY_MAX_CHARS and LLM_ATTACHMENT_MAX_CHARS. */
  inputLimits: { historyChars: number; attachmentChars: number };
}

/** Who asks: the person (their answers in progress) and the thread's account (its hourly budget). */
export interface Asker {
  userId: string;
}

/** A new thread of the account with one of its own avatars (404 for an avatar of any other account). */
export async function startThread(db: Database, accountId: string, avatarId: string): Promise<ThreadRow> {
  const found = await findAvatar(db, avatarId);
  if (!found || found.avatar.accountId !== accountId) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  const [row] = await db.insert(chatThreads).values({ accountId, avatarId }).returning();
  return row!;
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
 * another of the thread is still being answered, so the thread's questions and answers alternate.
 */
async function holdThread(tx: Transaction, thread: ThreadRow, now: Date): Promise<void> {
  await tx.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.id, thread.id)).for('update');
  const [busy] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, thread.id), livePending(now)))
    .limit(1);
  if (busy) throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.onePending);
}

/** Saves the question, pending; the thread's first one names it. Both move the thread to the top of its avatar's list. */
async function saveQuestion(db: Database, thread: ThreadRow, content: string, attachmentName: string | null, name: string, at: Date): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    await holdThread(tx, thread, at);
    const [row] = await tx
      .insert(chatMessages)
      .values({ threadId: thread.id, role: 'user', content, attachmentName, status: 'pending', heartbeatAt: at, createdAt: at })
      .returning();
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    if (name !== '') await tx.update(chatThreads).set({ name }).where(and(eq(chatThreads.id, thread.id), eq(chatThreads.name, '')));
    return row!;
  });
}

/** Takes an unanswered question of the thread up again, moved to the thread's end, pending; 409 when it is answered or being answered. */
async function reclaimQuestion(db: Database, thread: ThreadRow, questionId: string, at: Date): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    await holdThread(tx, thread, at);
    const [row] = await tx
      .update(chatMessages)
      .set({ status: 'pending', heartbeatAt: at, createdAt: at })
      .where(and(eq(chatMessages.id, questionId), eq(chatMessages.threadId, thread.id), eq(chatMessages.role, 'user'), or(eq(chatMessages.status, 'unanswered'), eq(chatMessages.status, 'pending'))))
      .returning();
    if (!row) throw new AppError('CONFLICT', CHAT_QUESTION_TEXTS.notUnanswered);
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    return row;
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

/** The thread's persona, or 404. */
async function personaOf(deps: ChatDeps, thread: ThreadRow): Promise<PersonaSource> {
  const source = await findPersonaSource(deps.db, thread.avatarId);
  if (!source) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  return source;
}

/**
 * One question in a thread: counted in the answers' budget (429 past it, nothing saved), saved pending (with
 * the attachment's text, which must be the thread account's upload), answered by the persona from the
 * thread's answered history, and the answer saved with its citations only once it is complete. A failure,
 * the time limit or the client going away saves nothing of the answer and leaves the question unanswered.
 */
export async function askInThread(deps: ChatDeps, thread: ThreadRow, asker: Asker, body: ChatMessageBody, stopped: AbortSignal, events: AskEvents = {}): Promise<ChatMessage> {
  const source = await personaOf(deps, thread);
  const attachment = await findChatAttachment(deps.db, thread.accountId, body.attachment);
  return answerCounted(deps, thread, asker, source, events, stopped, async () => {
    const first = (await deps.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.threadId, thread.id)).limit(1)).length === 0;
    const question = withAttachment(body.message, attachment, deps.inputLimits.attachmentChars);
    return saveQuestion(deps.db, thread, question, attachment?.name ?? null, first ? threadName(body.message) : '', new Date());
  });
}

/** Asks an unanswered question of the thread again: moved to the thread's end and answered as a new one would be. */
export async function retryInThread(deps: ChatDeps, thread: ThreadRow, asker: Asker, questionId: string, stopped: AbortSignal, events: AskEvents = {}): Promise<ChatMessage> {
  const source = await personaOf(deps, thread);
  return answerCounted(deps, thread, asker, source, events, stopped, () => reclaimQuestion(deps.db, thread, questionId, new Date()));
}

/** Counts the answer in, claims its question (`claim`), answers it, and always ends the count. */
async function answerCounted(
  deps: ChatDeps,
  thread: ThreadRow,
  asker: Asker,
  source: PersonaSource,
  events: AskEvents,
  stopped: AbortSignal,
  claim: () => Promise<MessageRow>,
): Promise<ChatMessage> {
  const ticket = await deps.budget.begin('chat', { userId: asker.userId, accountId: thread.accountId });
  let question: MessageRow;
  try {
    question = await claim();
  } catch (error) {
    await ticket.cancel();
    throw error;
  }
  try {
    return await answer(deps, thread, source, question, events, stopped);
  } finally {
    await ticket.end();
  }
}

/** Answers a claimed (pending) question, beating its heartbeat meanwhile; on any failure it is left unanswered. */
async function answer(deps: ChatDeps, thread: ThreadRow, source: PersonaSource, question: MessageRow, events: AskEvents, stopped: AbortSignal): Promise<ChatMessage> {
  const cite = personaCitations(deps, source);
  events.onQuestion?.(toMessage(question, cite));
  const beat = () => deps.db.update(chatMessages).set({ heartbeatAt: sql`now()` }).where(thisAttempt(question));
  const stopBeating = startHeartbeat(beat, (err) => deps.log.warn({ err }, 'a chat answer could not mark itself alive'));
  try {
    const earlier = (await listThreadMessages(deps.db, thread.id)).filter((m) => m.id !== question.id && m.createdAt <= question.createdAt);
    const history = historyWindow(earlier, { maxMessages: HISTORY_MESSAGES, maxChars: deps.inputLimits.historyChars });
    const answer = await collectAnswer(deps, { persona: toPersonaContext(source), history, question: question.content, stopped, onDelta: events.onDelta ?? (() => undefined) });
    if (stopped.aborted) throw new AnswerStopped();
    return toMessage(await saveAnswer(deps.db, thread, question, answer.text, answer.citations), cite);
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
