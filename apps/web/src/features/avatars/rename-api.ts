import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSession } from '../session/useSession';
import { patchCachedAvatar } from './avatar-cache';
import { avatarPath } from './avatar-detail-api';
import type { LibraryAvatar } from './avatar-types';

export interface NameChange {
  id: string;
  name: string;
}

export const renameAvatar = ({ id, name }: NameChange) =>
  apiFetch<LibraryAvatar>(`${avatarPath(id)}/name`, { method: 'PATCH', body: { name } });

/** Spec section 4, Avatar name edit: once the server has saved it, the name it answers goes into the caches. */
export function useRenameAvatar() {
  const queryClient = useQueryClient();
  const accountId = useSession().account?.id ?? '';
  return useMutation({
    mutationFn: renameAvatar,
    onSuccess: (avatar) => patchCachedAvatar(queryClient, accountId, avatar.id, { name: avatar.data.name }),
  });
}
