import type { Account, User } from '@persona/shared';
import type { Identity } from './sign-in-sequence';

/**
 * signedOut: nobody (the login screen). loading: the sign-in sequence runs. needsProfile: a signed-in identity
 * without User and Account records (the Company prompt). failed: the sequence could not finish. signedIn: all set.
 */
export type SessionStatus = 'signedOut' | 'loading' | 'needsProfile' | 'failed' | 'signedIn';

/**
 * Spec section 3, Session state: current user, account and auth token. The avatar list is not kept here: the
 * library reads its pages from the API when visited, so signing in never downloads it.
 */
export interface SessionData {
  status: SessionStatus;
  token: string | null;
  /** Lowercased. */
  email: string | null;
  identity: Identity | null;
  user: User | null;
  account: Account | null;
  /** Why the sequence failed (status 'failed'). */
  error: string | null;
}

export interface SessionState extends SessionData {
  isAdmin: boolean;
  /** Keeps the token (and email) and runs the sign-in sequence; never rejects (failures are alerted). */
  signIn: (token: string, email?: string) => Promise<void>;
  /** Runs the sign-in sequence again with the current token (after the Company prompt, or to retry). */
  reload: () => Promise<void>;
  /** Keeps a fresher copy of the signed-in account (same id); anything else is ignored. */
  replaceAccount: (account: Account) => void;
  /**
   * Asks /me again and keeps its identity and account (whether the caller's second factor is on and whether
   * their account requires one): after turning two-factor sign-in on or off, or when a call was refused for it.
   */
  refreshIdentity: () => Promise<void>;
  /** Revokes the session on the server, then clears it (see clearSession). */
  signOut: () => Promise<void>;
  /** Forgets token, user and account, drops every cached query and goes to / unless on /reset. */
  clearSession: () => void;
}

export const SIGNED_OUT: SessionData = {
  status: 'signedOut',
  token: null,
  email: null,
  identity: null,
  user: null,
  account: null,
  error: null,
};
