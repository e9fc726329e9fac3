import type { Account, CreateUserBody, MeResponse, User } from '@persona/shared';
import { apiFetch } from '../../lib/api-client';

/** The product's own records of the signed-in person: identity, User and Account (spec section 7). */

export const fetchMe = (signal?: AbortSignal) => apiFetch<MeResponse>('/accounts/me', { signal });

/** A list holding the caller's User record, or empty while it does not exist yet. */
export const fetchUsersByEmail = (email: string, signal?: AbortSignal) =>
  apiFetch<User[]>(`/accounts/user/${encodeURIComponent(email)}`, { signal });

export const fetchAccounts = (accountId: string, signal?: AbortSignal) =>
  apiFetch<Account[]>(`/accounts/${encodeURIComponent(accountId)}`, { signal });

/** token: see ApiFetchOptions (registration creates the records before the session exists). */
export const createAccount = (company: string, token?: string) =>
  apiFetch<Account>('/accounts', { method: 'POST', body: { name: company }, token });

export const createUser = (body: CreateUserBody, token?: string) =>
  apiFetch<User>('/accounts/user', { method: 'POST', body, token });
