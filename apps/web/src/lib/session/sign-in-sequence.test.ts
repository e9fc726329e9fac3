import type { Account, MeResponse, User } from '@persona/shared';
import { TIMINGS } from '@persona/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { AUTH_TEXTS } from '../ui-texts';
import { findUserRecord, runSignInSequence, type SequenceDeps } from './sign-in-sequence';
import { UserLookupError } from './user-lookup-error';

const identity = { id: 'id-1', email: 'Ada@Example.com', name: 'Ada', lastname: 'Lovelace', twoFactorEnabled: false };
const user: User = { id: 'id-1', account: 'acc-1', name: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme', isAdmin: false };
const account: Account = { id: 'acc-1', name: 'Acme', ownerId: 'id-1', membership: null, isActive: false, creditBased: true, credits: 1, onboarded: false, requireTwoFactor: false, users: ['id-1'] };
const me = (withUser: boolean): MeResponse => ({ identity, user: withUser ? user : null, account: withUser ? account : null });

function deps(overrides: Partial<SequenceDeps> = {}): SequenceDeps {
  return {
    fetchMe: vi.fn<SequenceDeps['fetchMe']>().mockResolvedValue(me(true)),
    fetchUsersByEmail: vi.fn<SequenceDeps['fetchUsersByEmail']>().mockResolvedValue([user]),
    fetchAccounts: vi.fn<SequenceDeps['fetchAccounts']>().mockResolvedValue([account]),
    sleep: vi.fn<SequenceDeps['sleep']>().mockResolvedValue(undefined),
    ...overrides,
  };
}

const signal = () => new AbortController().signal;

describe('runSignInSequence', () => {
  it('fetches me, then the user record by lowercased email and the account; never the avatars', async () => {
    const d = deps();
    const outcome = await runSignInSequence(signal(), d);
    expect(outcome).toEqual({ kind: 'signedIn', email: 'ada@example.com', identity: { ...identity, email: 'ada@example.com' }, user, account });
    expect(d.fetchUsersByEmail).toHaveBeenCalledWith('ada@example.com', expect.any(AbortSignal));
    expect(d.fetchAccounts).toHaveBeenCalledWith('acc-1', expect.any(AbortSignal));
    expect(Object.keys(outcome)).not.toContain('avatars');
  });

  it('asks for the account named by /me alongside the user lookup, not after it', async () => {
    let answerUser: (users: User[]) => void = () => undefined;
    const fetchUsersByEmail = vi.fn<SequenceDeps['fetchUsersByEmail']>().mockReturnValue(new Promise((done) => (answerUser = done)));
    const d = deps({ fetchUsersByEmail });
    const outcome = runSignInSequence(signal(), d);
    await vi.waitFor(() => expect(fetchUsersByEmail).toHaveBeenCalled());
    expect(d.fetchAccounts).toHaveBeenCalledWith('acc-1', expect.any(AbortSignal));
    answerUser([user]);
    await expect(outcome).resolves.toMatchObject({ kind: 'signedIn', user, account });
    expect(d.fetchAccounts).toHaveBeenCalledTimes(1);
  });

  it('asks for the account again once the user record is found when the early call failed', async () => {
    const fetchAccounts = vi
      .fn<SequenceDeps['fetchAccounts']>()
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Down for a moment.'))
      .mockResolvedValue([account]);
    const d = deps({ fetchAccounts });
    await expect(runSignInSequence(signal(), d)).resolves.toMatchObject({ kind: 'signedIn', account });
    expect(fetchAccounts).toHaveBeenCalledTimes(2);
  });

  it('a failed user lookup is what the sequence reports, whatever the account call did', async () => {
    const d = deps({
      fetchUsersByEmail: vi.fn<SequenceDeps['fetchUsersByEmail']>().mockResolvedValue([]),
      fetchAccounts: vi.fn<SequenceDeps['fetchAccounts']>().mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom')),
    });
    await expect(runSignInSequence(signal(), d)).rejects.toBeInstanceOf(UserLookupError);
  });

  it('says the account was not found when its answer is empty', async () => {
    const d = deps({ fetchAccounts: vi.fn<SequenceDeps['fetchAccounts']>().mockResolvedValue([]) });
    await expect(runSignInSequence(signal(), d)).rejects.toMatchObject({ message: 'We could not find your account.' });
  });

  it('stops at the Company prompt when the identity has no user record yet', async () => {
    const d = deps({ fetchMe: vi.fn<SequenceDeps['fetchMe']>().mockResolvedValue(me(false)) });
    await expect(runSignInSequence(signal(), d)).resolves.toMatchObject({ kind: 'needsProfile', email: 'ada@example.com' });
    expect(d.fetchUsersByEmail).not.toHaveBeenCalled();
  });
});

describe('findUserRecord', () => {
  it('retries a failure every userLookupRetryMs until the record appears', async () => {
    const fetchUsersByEmail = vi
      .fn<SequenceDeps['fetchUsersByEmail']>()
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Down for a moment.'))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'))
      .mockResolvedValue([user]);
    const d = deps({ fetchUsersByEmail });
    await expect(findUserRecord('ada@example.com', signal(), d)).resolves.toEqual(user);
    expect(fetchUsersByEmail).toHaveBeenCalledTimes(3);
    expect(d.sleep).toHaveBeenCalledTimes(2);
    expect(d.sleep).toHaveBeenCalledWith(TIMINGS.userLookupRetryMs, expect.any(AbortSignal));
  });

  it('fails at once, with a text that says what is missing, when the answer has no record', async () => {
    const d = deps({ fetchUsersByEmail: vi.fn<SequenceDeps['fetchUsersByEmail']>().mockResolvedValue([]) });
    const error = await findUserRecord('ada@example.com', signal(), d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserLookupError);
    expect(error).toMatchObject({ message: AUTH_TEXTS.userNotFound });
    expect(d.fetchUsersByEmail).toHaveBeenCalledTimes(1);
    expect(d.sleep).not.toHaveBeenCalled();
  });

  it('gives up after userLookupAttempts attempts with the last error message', async () => {
    const fetchUsersByEmail = vi.fn<SequenceDeps['fetchUsersByEmail']>().mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Down for a moment.'));
    const d = deps({ fetchUsersByEmail });
    const error = await findUserRecord('ada@example.com', signal(), d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserLookupError);
    expect(error).toMatchObject({ message: 'Down for a moment.' });
    expect(fetchUsersByEmail).toHaveBeenCalledTimes(TIMINGS.userLookupAttempts);
    expect(d.sleep).toHaveBeenCalledTimes(TIMINGS.userLookupAttempts - 1);
  });

  it('does not retry once the session is gone (401)', async () => {
    const lost = new ApiError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
    const d = deps({ fetchUsersByEmail: vi.fn<SequenceDeps['fetchUsersByEmail']>().mockRejectedValue(lost) });
    await expect(findUserRecord('ada@example.com', signal(), d)).rejects.toBe(lost);
    expect(d.sleep).not.toHaveBeenCalled();
  });
});
