import { readStoredString, writeStoredString } from './local-storage';

/**
 * Where the browser keeps the session between visits (spec section 4: the token and the lowercased email), and
 * the signed-in account's id, so index.html can ask for the library's first calls without waiting for /me.
 */
export const SESSION_KEYS = {
  token: 'authToken',
  email: 'authEmail',
  account: 'authAccount',
} as const;

/** The current bearer token, outside React so the API client can read it; the session feature writes it. */
let currentToken: string | null = readStoredString(SESSION_KEYS.token);

export function getToken(): string | null {
  return currentToken;
}

/** Replaces (or, with null, forgets) the token, in memory and in localStorage. */
export function setToken(token: string | null): void {
  currentToken = token;
  writeStoredString(SESSION_KEYS.token, token);
}

export function getStoredEmail(): string | null {
  return readStoredString(SESSION_KEYS.email);
}

export function setStoredEmail(email: string | null): void {
  writeStoredString(SESSION_KEYS.email, email === null ? null : email.toLowerCase());
}

/** The signed-in account's id (a hint for index.html's early calls; the API checks every call). */
export function setStoredAccount(accountId: string | null): void {
  writeStoredString(SESSION_KEYS.account, accountId);
}
