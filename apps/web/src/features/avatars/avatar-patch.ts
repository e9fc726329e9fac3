import type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** The facts of an avatar the library changes in place. */
export type AvatarPatch = Partial<Pick<LibraryAvatar['data'], 'favorite' | 'name'>>;

/** The list with one avatar changed; the others keep their identity, so their memoised cards do not redraw. */
export const patchInList = (list: LibraryAvatar[] | undefined, id: string, patch: AvatarPatch) =>
  list?.map((avatar) => (avatar.id === id ? { ...avatar, data: { ...avatar.data, ...patch } } : avatar));

/** The cached pages with one avatar changed; pages without it keep their identity. */
export function patchInPages<P extends { items: LibraryAvatar[] }>(data: InfiniteData<P, unknown> | undefined, id: string, patch: AvatarPatch) {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((avatar) => avatar.id === id)) return page;
    changed = true;
    return { ...page, items: patchInList(page.items, id, patch) ?? page.items };
  });
  return changed ? { ...data, pages } : data;
}

export const patchSnapshot = (snapshot: AvatarSnapshot | undefined, patch: AvatarPatch) =>
  snapshot ? { ...snapshot, ...patch } : snapshot;
