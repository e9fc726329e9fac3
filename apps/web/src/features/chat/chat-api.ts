import { routes, type ChatMessage, type ChatMessageBody, type ChatThread } from '@persona/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { streamApi } from '../../lib/stream-api';

/** The chat calls (spec section 7, Chat): threads, their messages, attachments and the streamed answer. */

const CHAT_KEY = ['chat'] as const;
const threadsKey = (avatarId: string) => [...CHAT_KEY, 'threads', avatarId] as const;
const messagesKey = (threadId: string) => [...CHAT_KEY, 'messages', threadId] as const;

/** Newest updatedAt first (spec section 9), whatever order the answer came in. */
const newestFirst = (threads: ChatThread[]) => [...threads].sort((a, b) => b.updatedAt - a.updatedAt);

export const threadsQuery = (avatarId: string) =>
  queryOptions({
    queryKey: threadsKey(avatarId),
    queryFn: ({ signal }) => callApi(routes.listAvatarThreads, { params: { avatarId }, signal }),
    select: newestFirst,
  });

/**
 * A thread's messages, oldest first. Never stale on its own: this screen's sends keep the cached list current
 * (a refetch racing a send could drop the question just added).
 */
export const messagesQuery = (threadId: string) =>
  queryOptions({
    queryKey: messagesKey(threadId),
    queryFn: ({ signal }) => callApi(routes.listThreadMessages, { params: { threadId }, signal }),
    staleTime: Infinity,
  });

/** Spec: POST /api/chat/new_thread with {accountId, avatarId, assistantId}; the avatar is the assistant. */
export const createThread = (accountId: string, avatarId: string) =>
  callApi(routes.newThread, { body: { accountId, avatarId, assistantId: avatarId } });

/** routes.uploadChatAttachment as multipart/form-data (one field "file"): answers the attachment's id. */
export function uploadChatAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(routes.uploadChatAttachment, { body: form });
}

/** The answer as it is written: the saved question, its pieces, then the saved answer (or an error event). */
export const streamAnswer = (body: ChatMessageBody, signal: AbortSignal) => streamApi(routes.streamChatMessage, { body, signal });

/** An unanswered question asked again: the same events, the question moved to the end of its thread. */
export const streamRetry = (messageId: string, signal: AbortSignal) => streamApi(routes.retryChatMessage, { params: { messageId }, signal });

/** Cache updates of a send: the new thread first in its avatar's list, each saved message once in its thread. */
export const chatCache = (queryClient: QueryClient) => ({
  addThread: (thread: ChatThread) => {
    queryClient.setQueryData(threadsKey(thread.avatarId), (threads: ChatThread[] = []) => [thread, ...threads.filter((t) => t.id !== thread.id)]);
    queryClient.setQueryData(messagesKey(thread.id), []);
  },
  /** A saved message at the end of its thread (a question asked again moves there from where it was). */
  addMessage: (message: ChatMessage) =>
    queryClient.setQueryData(messagesKey(message.threadId), (messages: ChatMessage[] = []) => [...messages.filter((m) => m.id !== message.id), message]),
  /** After a send: the list's order and names (the server renames a thread and moves it up). */
  refreshThreads: (avatarId: string) => queryClient.invalidateQueries({ queryKey: threadsKey(avatarId) }),
  /** After a failed or stopped send: what the server kept of the thread. */
  refreshMessages: (threadId: string) => queryClient.invalidateQueries({ queryKey: messagesKey(threadId) }),
});
