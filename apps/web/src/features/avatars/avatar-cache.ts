import type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/session/useSession';
import { avatarKey } from './avatar-detail-api';
import { patchInList, patchSnapshot, type AvatarPatch } from './avatar-patch';
import { accountAvatarsKey } from './avatars-api';

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
