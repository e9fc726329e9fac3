import { routes } from '@persona/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { useAvatarCache } from './avatar-cache';

/** routes.renameAvatar; the API answers with the renamed library avatar. */
export const renameAvatar = ({ id, name }: { id: string; name: string }) => callApi(routes.renameAvatar, { params: { id }, body: { name } });

/** Spec section 4, Avatar name edit: once the server has saved it, the name it answers goes into the caches. */
export function useRenameAvatar() {
  const { patch } = useAvatarCache();
  return useMutation({ mutationFn: renameAvatar, onSuccess: (avatar) => patch(avatar.id, { name: avatar.data.name }) });
}
