import { CHAT_THREAD_NAME_MAX_LENGTH, type BlueprintSectionKey, type ChatMessage, type ChatMessageBody } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { findAvatar, type AvatarLinks } from '../avatars';
import { citationsFor, toMessage, toPersonaContext, type Cite } from './chat.mappers';
import { findPersonaSource, listThreadMessages, type MessageRow, type PersonaSource, type ThreadRow } from './chat.queries';
import { chatAttachments, chatMessages, chatThreads } from './chat.tables';
import { AnswerStopped, collectAnswer, type AnswerDeps } from './persona/collect-answer';
import type { ChatTurn } from './persona/persona-model';

export const AVATAR_NOT_FOUND = 'This avatar does not exist.';
export const THREAD_NOT_FOUND = 'This conversation does not exist.';
export const ATTACHMENT_NOT_FOUND = 'This attachment does not exist: upload the file again.';

/** How many earlier messages of the thread the persona is given (the newest ones), to bound the model's input. */
export const HISTORY_MESSAGES = 20;

/** What answering needs: the database, the model, its time limit, the log, and the avatars' addresses. */
export interface ChatDeps extends AnswerDeps {
  db: Database;
  /** The signed addresses of an account's Blueprint pages and portraits. */
  links: AvatarLinks;
}

/** A new thread of the account with one of its own avatars (404 for an avatar of any other account). */
export async function startThread(db: Database, accountId: string, avatarId: string): Promise<ThreadRow> {
  const found = await findAvatar(db, avatarId);
  if (!found || found.avatar.accountId !== accountId) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  const [row] = await db.insert(chatThreads).values({ accountId, avatarId }).returning();
  return row!;
}

/** The citations of a thread's persona, linked to its document page. */
export function threadCitations(deps: Pick<ChatDeps, 'links'>, source: PersonaSource | null): Cite {
  if (!source) return () => [];
  return citationsFor(source, deps.links(source.avatar.accountId).document(source.avatar.docId, source.externalUrl));
}

/** A thread's name: the first characters of its first question, on one line. */
export const threadName = (question: string): string =>
  Array.from(question.replace(/\s+/g, ' ').trim()).slice(0, CHAT_THREAD_NAME_MAX_LENGTH).join('').trim();

/** The question as saved and asked: the typed text, then the attachment's text under a separator. */
export const withAttachment = (message: string, attachment: { name: string; text: string } | null): string =>
  attachment
    ? `${message}\n\n----- Attached file: ${attachment.name} -----\n${attachment.text}\n----- End of attached file -----`
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

/** Saves the question; the thread's first one names it. Both move the thread to the top of its avatar's list. */
async function saveQuestion(db: Database, thread: ThreadRow, content: string, attachmentName: string | null, name: string, at: Date): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ threadId: thread.id, role: 'user', content, attachmentName, createdAt: at }).returning();
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    if (name !== '') await tx.update(chatThreads).set({ name }).where(and(eq(chatThreads.id, thread.id), eq(chatThreads.name, '')));
    return row!;
  });
}

async function saveAnswer(db: Database, thread: ThreadRow, text: string, citations: BlueprintSectionKey[], after: Date): Promise<MessageRow> {
  // Never before its question, even within the same millisecond: a thread reads oldest first.
  const at = new Date(Math.max(Date.now(), after.getTime() + 1));
  return db.transaction(async (tx) => {
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

/**
 * One question in a thread: the question is saved (with the attachment's text, which must be the thread
 * account's upload), the persona answers from the thread's history, and the answer is saved with its
 * citations only once it is complete. A failure, the time limit or the client going away saves nothing of it.
 */
export async function askInThread(deps: ChatDeps, thread: ThreadRow, body: ChatMessageBody, stopped: AbortSignal, events: AskEvents = {}): Promise<ChatMessage> {
  const source = await findPersonaSource(deps.db, thread.avatarId);
  if (!source) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
  const attachment = await findChatAttachment(deps.db, thread.accountId, body.attachment);
  const earlier = await listThreadMessages(deps.db, thread.id);
  const history: ChatTurn[] = earlier.slice(-HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content }));
  const question = withAttachment(body.message, attachment);
  const cite = threadCitations(deps, source);

  const askedAt = new Date();
  const saved = await saveQuestion(deps.db, thread, question, attachment?.name ?? null, earlier.length === 0 ? threadName(body.message) : '', askedAt);
  events.onQuestion?.(toMessage(saved, cite));

  const answer = await collectAnswer(deps, { persona: toPersonaContext(source), history, question, stopped, onDelta: events.onDelta ?? (() => undefined) });
  if (stopped.aborted) throw new AnswerStopped();
  return toMessage(await saveAnswer(deps.db, thread, answer.text, answer.citations, askedAt), cite);
}
