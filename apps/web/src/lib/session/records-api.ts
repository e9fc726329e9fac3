import { routes } from '@persona/shared';
import { callApi } from '../api-client';

/**
 * The product's own records of the signed-in person: identity, User and Account (spec section 7). early: the call
 * may take the answer index.html's inline script asked for at load (the sign-in sequence's first calls).
 */

export const fetchMe = (signal?: AbortSignal, early = false) => callApi(routes.getMe, { signal, early });

/** A list holding the caller's User record, or empty while it does not exist yet. */
export const fetchUsersByEmail = (email: string, signal?: AbortSignal, early = false) =>
  callApi(routes.findUserByEmail, { params: { email }, signal, early });

export const fetchAccounts = (accountId: string, signal?: AbortSignal, early = false) =>
  callApi(routes.getAccount, { params: { id: accountId }, signal, early });
