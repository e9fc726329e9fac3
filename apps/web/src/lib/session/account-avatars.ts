import { endpoints, type LibraryAvatar } from '@persona/shared';
import { callApi } from '../api-client';

/**
 * The account's avatars, part of the session (spec section 3) and the Avatar Library's list. Any failure
 * gives an empty list (spec section 8: a failed avatar fetch gives []).
 */
export async function fetchAccountAvatars(accountId: string, signal?: AbortSignal): Promise<LibraryAvatar[]> {
  try {
    const avatars = await callApi(endpoints.listAvatars, { params: { accountId }, signal });
    return Array.isArray(avatars) ? avatars : [];
  } catch {
    return [];
  }
}
