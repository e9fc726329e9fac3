import { apiFetch } from '../../lib/api-client';
import type { LibraryAvatar } from './avatar-types';

/** The account's avatars; any failure gives an empty list (spec section 8: a failed avatar fetch gives []). */
export async function fetchAccountAvatars(accountId: string, signal?: AbortSignal): Promise<LibraryAvatar[]> {
  try {
    const avatars = await apiFetch<LibraryAvatar[]>(`/avatars/account/${encodeURIComponent(accountId)}`, { signal });
    return Array.isArray(avatars) ? avatars : [];
  } catch {
    return [];
  }
}
