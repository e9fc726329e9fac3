import type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';

/** The facts of an avatar the library changes in place. */
export type AvatarPatch = Partial<Pick<LibraryAvatar['data'], 'favorite' | 'name'>>;

/** The list with one avatar changed; the others keep their identity, so their memoised cards do not redraw. */
export const patchInList = (list: LibraryAvatar[] | undefined, id: string, patch: AvatarPatch) =>
  list?.map((avatar) => (avatar.id === id ? { ...avatar, data: { ...avatar.data, ...patch } } : avatar));

export const patchSnapshot = (snapshot: AvatarSnapshot | undefined, patch: AvatarPatch) =>
  snapshot ? { ...snapshot, ...patch } : snapshot;
