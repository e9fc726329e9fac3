import { routes } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { messagesQuery, threadsQuery } from './chat-api';

/**
 * Whether the thread an address names is not one this chat can open: the API refuses it (unknown or another
 * account's: 404 alike; an id it cannot be: 400), or the avatar's threads, loaded, do not hold it (another avatar's).
 * A new conversation (null) is never missing.
 */
export function useThreadMissing(avatarId: string, threadId: string | null): boolean {
  const threads = useQuery(threadsQuery(avatarId));
  const messages = useQuery({ ...messagesQuery(threadId ?? ''), enabled: threadId !== null });
  if (threadId === null) return false;
  const { error } = messages;
  if (isApiError(error, routes.listThreadMessages, 'NOT_FOUND') || isApiError(error, routes.listThreadMessages, 'BAD_REQUEST')) return true;
  return threads.isSuccess && !threads.isFetching && !threads.data.some((thread) => thread.id === threadId);
}
