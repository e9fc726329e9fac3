import { TIMINGS, type Account, type MeResponse, type User } from '@persona/shared';
import { ApiError } from '../api-client';
import { errorMessage, UserFacingError } from '../error-message';
import { sleep } from '../sleep';
import { AUTH_TEXTS } from '../ui-texts';
import { fetchAccounts, fetchMe, fetchUsersByEmail } from './records-api';
import { UserLookupError } from './user-lookup-error';

export type Identity = MeResponse['identity'];

/** Where the sequence ends: a complete session, or an identity that still needs its User and Account. */
export type SequenceOutcome =
  | { kind: 'needsProfile'; email: string; identity: Identity }
  | { kind: 'signedIn'; email: string; identity: Identity; user: User; account: Account };

export interface SequenceDeps {
  fetchMe: typeof fetchMe;
  fetchUsersByEmail: typeof fetchUsersByEmail;
  fetchAccounts: typeof fetchAccounts;
  sleep: typeof sleep;
}

/** The sequence's calls may take the answers index.html's inline script asked for at load (each once). */
const DEFAULT_DEPS: SequenceDeps = {
  fetchMe: (signal) => fetchMe(signal, true),
  fetchUsersByEmail: (email, signal) => fetchUsersByEmail(email, signal, true),
  fetchAccounts: (accountId, signal) => fetchAccounts(accountId, signal, true),
  sleep,
};

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The user record by email. A failed call is retried every TIMINGS.userLookupRetryMs, TIMINGS.userLookupAttempts
 * times in all (spec section 4); a lost session (401) or an abort stops at once. An empty answer fails at once:
 * /me has just said the record exists, so asking again only kept a blank spinner up for 18 seconds before the
 * same message (docs/decisions.md).
 */
export async function findUserRecord(email: string, signal: AbortSignal, deps: SequenceDeps = DEFAULT_DEPS): Promise<User> {
  let lastMessage: string = AUTH_TEXTS.userNotFound;
  for (let attempt = 1; attempt <= TIMINGS.userLookupAttempts; attempt += 1) {
    try {
      const [user] = await deps.fetchUsersByEmail(email, signal);
      if (user) return user;
      throw new UserLookupError(AUTH_TEXTS.userNotFound);
    } catch (error) {
      if (signal.aborted || isUnauthorized(error) || error instanceof UserLookupError) throw error;
      lastMessage = errorMessage(error);
    }
    if (attempt < TIMINGS.userLookupAttempts) await deps.sleep(TIMINGS.userLookupRetryMs, signal);
  }
  throw new UserLookupError(lastMessage);
}

/**
 * Spec section 4, Sign-in: who the token is, then the user record, then the account. /me already names the
 * account, so the account is asked for alongside the user lookup rather than after it (one round trip instead of
 * two before the first screen); the user lookup keeps its retries, and its failure still wins over the account's.
 * The avatars are not part of it: the library fetches its own pages when it is visited, so no screen waits for
 * the whole list.
 */
export async function runSignInSequence(signal: AbortSignal, deps: SequenceDeps = DEFAULT_DEPS): Promise<SequenceOutcome> {
  const me = await deps.fetchMe(signal);
  const email = me.identity.email.toLowerCase();
  const identity = { ...me.identity, email };
  if (!me.user) return { kind: 'needsProfile', email, identity };

  const early = settle(deps.fetchAccounts(me.user.account, signal));
  const user = await findUserRecord(email, signal, deps);
  // The early answer serves when it is the user record's account and it arrived; otherwise (the record names
  // another account, or the call failed while the record did not exist yet) the account is asked for now.
  const answer = user.account === me.user.account ? await early : null;
  const [account] = answer?.ok ? answer.value : await deps.fetchAccounts(user.account, signal);
  if (!account) throw new UserFacingError(AUTH_TEXTS.accountNotFound);
  signal.throwIfAborted();
  return { kind: 'signedIn', email, identity, user, account };
}

type Settled<T> = { ok: true; value: T } | { ok: false };

/** A call's outcome without rejecting, so a call started early never surfaces as an unhandled rejection. */
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    () => ({ ok: false }),
  );
