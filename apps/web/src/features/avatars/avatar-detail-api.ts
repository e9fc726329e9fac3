import { routes, type AvatarSnapshot } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { AVATARS_KEY } from './avatars-api';
import { AVATARS_TEXTS } from './avatars-texts';

/** routes.getAvatar: a list whose first item is the snapshot (spec section 7); an empty one is a 404. */
export async function fetchAvatar(id: string, signal?: AbortSignal): Promise<AvatarSnapshot> {
  const [snapshot] = await callApi(routes.getAvatar, { params: { id }, signal });
  if (!snapshot) throw new ApiError(404, 'NOT_FOUND', AVATARS_TEXTS.notFound);
  return snapshot;
}

export const avatarKey = (id: string) => [...AVATARS_KEY, 'detail', id] as const;

export const avatarQuery = (id: string) =>
  queryOptions({
    queryKey: avatarKey(id),
    queryFn: ({ signal }) => fetchAvatar(id, signal),
    // An unknown or foreign avatar answers 404 at once: asking again would only delay the message.
    retry: false,
  });

export const useAvatar = (id: string) => useQuery(avatarQuery(id));
