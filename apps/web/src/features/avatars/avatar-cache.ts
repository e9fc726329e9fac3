import type { QueryClient } from '@tanstack/react-query';
import { avatarKey } from './avatar-detail-api';
import { patchInList, patchSnapshot, type AvatarPatch } from './avatar-patch';
import type { AvatarSnapshot, LibraryAvatar } from './avatar-types';
import { accountAvatarsKey } from './avatars-api';

/** Applies a change to the account's cached list and to the avatar's cached snapshot, wherever they are cached. */
export function patchCachedAvatar(queryClient: QueryClient, accountId: string, id: string, patch: AvatarPatch): void {
  queryClient.setQueryData<LibraryAvatar[]>(accountAvatarsKey(accountId), (list) => patchInList(list, id, patch));
  queryClient.setQueryData<AvatarSnapshot>(avatarKey(id), (snapshot) => patchSnapshot(snapshot, patch));
}
