import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../lib/api-client';
import { useSession } from '../session/useSession';
import { avatarKey, avatarPath } from './avatar-detail-api';
import { patchInList, patchSnapshot, type AvatarPatch } from './avatar-patch';
import type { AvatarSnapshot, LibraryAvatar } from './avatar-types';
import { accountAvatarsKey } from './avatars-api';

/** PATCH /api/avatars/{id}/{field} (spec section 7); the API answers with the changed library avatar. */
export const patchAvatar = (id: string, field: 'favorite' | 'name', body: AvatarPatch) =>
  apiFetch<LibraryAvatar>(`${avatarPath(id)}/${field}`, { method: 'PATCH', body });

/** Applies a change to the account's cached list and to the avatar's cached snapshot, wherever they are cached. */
export function patchCachedAvatar(queryClient: QueryClient, accountId: string, id: string, patch: AvatarPatch): void {
  queryClient.setQueryData<LibraryAvatar[]>(accountAvatarsKey(accountId), (list) => patchInList(list, id, patch));
  queryClient.setQueryData<AvatarSnapshot>(avatarKey(id), (snapshot) => patchSnapshot(snapshot, patch));
}

/** patchCachedAvatar for the signed-in account, plus the query client (for the mutations' hooks). */
export function useAvatarCache() {
  const queryClient = useQueryClient();
  const accountId = useSession().account?.id ?? '';
  const patch = useCallback((id: string, change: AvatarPatch) => patchCachedAvatar(queryClient, accountId, id, change), [queryClient, accountId]);
  return { queryClient, patch };
}
