import { CHAT_MESSAGE_STATUSES, type ChatMessageStatus } from '@persona/shared';
import { desc, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';
import { avatars } from '../avatars';
import type { CitedSection } from '../persona';

/** A conversation of an account with one of its avatars; named after its first question. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    /** The first 60 characters of the first question; '' until then. */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward by every answered question: the avatar's threads are listed by it, newest first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_threads_avatar_updated_idx').on(t.avatarId, desc(t.updatedAt))],
);

/**
 * A question (with any attachment's text added) or a completed answer; an answer cut short is never stored.
 * A question is pending while its answer is written (its process beats heartbeat_at), then answered, or
 * unanswered when the answer failed, was stopped or its process died (a pending one whose heartbeat went silent).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /**
     * The Blueprint sections an answer relied on: a key, or a key with the indexes of the (version-2) claims it
     * relied on. Links and quotes are made when read: links are signed and expire, quotes live in the Blueprint.
     */
    citations: jsonb('citations').$type<CitedSection[]>().notNull().default([]),
    /** The name of the file whose text was added to this question. */
    attachmentName: text('attachment_name'),
    status: text('status', { enum: CHAT_MESSAGE_STATUSES }).$type<ChatMessageStatus>().notNull().default('answered'),
    /** Written every few seconds while the question's answer is being written (see lib/heartbeat.ts). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_thread_created_idx').on(t.threadId, t.createdAt)],
);

/**
 * The extracted text of an uploaded chat attachment (the file itself is not kept); the next question takes it.
 * The account's unused ones (`usedAt` null) count against its quota, and the sweep removes them after a day.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    characters: integer('characters').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a question (or a panel) first took it; null while none has. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_attachments_account_idx').on(t.accountId),
    index('chat_attachments_unused_idx').on(t.createdAt).where(sql`${t.usedAt} is null`),
  ],
);
