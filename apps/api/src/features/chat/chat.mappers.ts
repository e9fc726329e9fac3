import type { ChatMessage, ChatMessageStatus, ChatReply, ChatThread } from '@persona/shared';
import { isAlive } from '../../lib/heartbeat';
import type { Cite } from '../persona';
import type { MessageRow, ThreadRow } from './chat.queries';

export const toThread = (row: ThreadRow): ChatThread => ({
  id: row.id,
  name: row.name,
  updatedAt: row.updatedAt.getTime(),
  accountId: row.accountId,
  avatarId: row.avatarId,
});

/** A question's status as callers see it: a pending one whose answer went silent (its process died) is unanswered. */
export const shownStatus = (row: Pick<MessageRow, 'status' | 'heartbeatAt'>, now = Date.now()): ChatMessageStatus =>
  row.status === 'pending' && !isAlive(row.heartbeatAt, now) ? 'unanswered' : row.status;

export const toMessage = (row: MessageRow, cite: Cite): ChatMessage => ({
  id: row.id,
  threadId: row.threadId,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.getTime(),
  citations: row.role === 'assistant' ? cite(row.citations) : [],
  attachmentName: row.attachmentName,
  status: shownStatus(row),
});

/** The spec's answer to POST /api/chat/message: OpenAI's message shape, created_at in seconds. */
export const toReply = (message: ChatMessage): ChatReply => [
  {
    id: message.id,
    role: 'assistant',
    content: [{ type: 'text', text: { value: message.content, annotations: [] } }],
    created_at: Math.floor(message.createdAt / 1000),
    thread_id: message.threadId,
    citations: message.citations,
  },
];
