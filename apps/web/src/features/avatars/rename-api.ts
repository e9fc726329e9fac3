import { useMutation } from '@tanstack/react-query';
import { patchAvatar, useAvatarCache } from './avatar-cache';

export const renameAvatar = ({ id, name }: { id: string; name: string }) => patchAvatar(id, 'name', { name });

/** Spec section 4, Avatar name edit: once the server has saved it, the name it answers goes into the caches. */
export function useRenameAvatar() {
  const { patch } = useAvatarCache();
  return useMutation({ mutationFn: renameAvatar, onSuccess: (avatar) => patch(avatar.id, { name: avatar.data.name }) });
}
