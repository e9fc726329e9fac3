import { endpoints } from '@persona/shared';
import { callApi } from '../api-client';

/** The product's own records of the signed-in person: identity, User and Account (spec section 7). */

export const fetchMe = (signal?: AbortSignal) => callApi(endpoints.getMe, { signal });

/** A list holding the caller's User record, or empty while it does not exist yet. */
export const fetchUsersByEmail = (email: string, signal?: AbortSignal) => callApi(endpoints.findUserByEmail, { params: { email }, signal });

export const fetchAccounts = (accountId: string, signal?: AbortSignal) => callApi(endpoints.getAccount, { params: { id: accountId }, signal });
