import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { chatMessages, chatThreads } from './chat.tables';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** An avatar's threads, the one most recently written in first (index chat_threads_avatar_updated_idx). */
export const listAvatarThreads = (db: Database, avatarId: string) =>
  db.select().from(chatThreads).where(eq(chatThreads.avatarId, avatarId)).orderBy(desc(chatThreads.updatedAt), desc(chatThreads.createdAt));

export async function findThread(db: Database, id: string): Promise<ThreadRow | null> {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
  return row ?? null;
}

/** A message's thread, for its ownership (null when the message does not exist). */
export async function findMessageThread(db: Database, messageId: string): Promise<{ messageId: string; thread: ThreadRow } | null> {
  const [row] = await db.select({ thread: chatThreads }).from(chatMessages).innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId)).where(eq(chatMessages.id, messageId));
  return row ? { messageId, thread: row.thread } : null;
}

/** A thread's messages, oldest first (index chat_messages_thread_created_idx). */
export const listThreadMessages = (db: Database, threadId: string) =>
  db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
