import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';
import type { PersonaSource } from '../persona';
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

/**
 * The statements every question runs (reading its thread, persona and messages), prepared once per database
 * handle under a name: drizzle builds them once, and PostgreSQL parses and plans them once per connection.
 */
function prepare(db: Database) {
  return {
    threadToAsk: db
      .select({ thread: chatThreads, avatar: avatars, document: blueprints.document, externalUrl: blueprints.externalUrl })
      .from(chatThreads)
      .leftJoin(avatars, eq(avatars.id, chatThreads.avatarId))
      .leftJoin(blueprints, eq(blueprints.id, avatars.docId))
      .where(eq(chatThreads.id, sql.placeholder('id')))
      .prepare('chat_thread_to_ask'),
    messages: db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, sql.placeholder('id')))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .prepare('chat_thread_messages'),
  };
}

const preparedBy = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepared = (db: Database) => {
  let statements = preparedBy.get(db);
  if (!statements) preparedBy.set(db, (statements = prepare(db)));
  return statements;
};

/** A thread and its avatar's persona (null when the avatar is gone), in one query: what asking in it starts from. */
export async function findThreadToAsk(db: Database, id: string): Promise<{ thread: ThreadRow; source: PersonaSource | null } | null> {
  const [row] = await prepared(db).threadToAsk.execute({ id });
  if (!row) return null;
  return { thread: row.thread, source: row.avatar && { avatar: row.avatar, document: row.document, externalUrl: row.externalUrl } };
}

/** A message's thread, for its ownership (null when the message does not exist). */
export async function findMessageThread(db: Database, messageId: string): Promise<{ messageId: string; thread: ThreadRow } | null> {
  const [row] = await db.select({ thread: chatThreads }).from(chatMessages).innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId)).where(eq(chatMessages.id, messageId));
  return row ? { messageId, thread: row.thread } : null;
}

/** A thread's messages, oldest first (index chat_messages_thread_created_idx). */
export const listThreadMessages = (db: Database, threadId: string): Promise<MessageRow[]> => prepared(db).messages.execute({ id: threadId });
