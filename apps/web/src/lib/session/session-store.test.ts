import type { Account, User } from '@persona/shared';
import { LOCAL_KEYS, TIMINGS } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../token-store';
import { SessionStore, type SessionStoreDeps } from './session-store';
import type { SequenceOutcome } from './sign-in-sequence';
import { UserLookupError } from './user-lookup-error';

const identity = { id: 'id-1', email: 'ada@example.com', name: 'Ada', lastname: 'Lovelace', twoFactorEnabled: false };
const user = { id: 'id-1', account: 'acc-1', isAdmin: true } as User;
const account = { id: 'acc-1', isActive: true } as Account;
const signedIn: SequenceOutcome = { kind: 'signedIn', email: 'ada@example.com', identity, user, account };

function deps(overrides: Partial<SessionStoreDeps> = {}): SessionStoreDeps {
  return {
    runSequence: vi.fn<SessionStoreDeps['runSequence']>().mockResolvedValue(signedIn),
    exchangeGoogleSession: vi.fn<SessionStoreDeps['exchangeGoogleSession']>().mockResolvedValue({ token: 'google-token' }),
    revokeSession: vi.fn<SessionStoreDeps['revokeSession']>().mockResolvedValue(undefined),
    alert: vi.fn<SessionStoreDeps['alert']>().mockResolvedValue(undefined),
    onCleared: vi.fn(),
    ...overrides,
  };
}

afterEach(() => setToken(null));

describe('SessionStore', () => {
  it('starts signed out without a token, and loading (then signed in) with a stored one', async () => {
    expect(new SessionStore(deps()).getSnapshot().status).toBe('signedOut');
    setToken('stored');
    const d = deps();
    const store = new SessionStore(d);
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', token: 'stored' });
    store.start();
    store.start(); // StrictMode runs effects twice: one sequence only
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signedIn'));
    expect(d.runSequence).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ user, account, email: 'ada@example.com' });
  });

  it('signIn keeps the token and notifies subscribers', async () => {
    const store = new SessionStore(deps());
    const listener = vi.fn();
    store.subscribe(listener);
    await store.signIn('tok', 'Ada@Example.com');
    expect(getToken()).toBe('tok');
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(listener).toHaveBeenCalledTimes(2); // loading, then signed in
  });

  it('a failed user lookup ends in the warning alert with the warning timer', async () => {
    const d = deps({ runSequence: vi.fn<SessionStoreDeps['runSequence']>().mockRejectedValue(new UserLookupError('Not there.')) });
    const store = new SessionStore(d);
    await store.signIn('tok');
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', error: 'Not there.' });
    expect(d.alert).toHaveBeenCalledWith('Not there.', { icon: 'warning', timerMs: TIMINGS.warningAlertMs });
  });

  it('signOut revokes the session, then clears everything', async () => {
    const d = deps();
    const store = new SessionStore(d);
    await store.signIn('tok');
    await store.signOut();
    expect(d.revokeSession).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(d.onCleared).toHaveBeenCalledTimes(1);
  });

  it('clearing forgets the onboarding progress, and keeps the theme', async () => {
    const stored = new Map<string, string>([
      [LOCAL_KEYS.onboardingProgress, '{"acc-1":2}'],
      [LOCAL_KEYS.darkMode, 'false'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    try {
      const store = new SessionStore(deps());
      await store.signIn('tok');
      await store.signOut();
      expect(stored.has(LOCAL_KEYS.onboardingProgress)).toBe(false);
      expect(stored.has('authToken')).toBe(false);
      expect(stored.get(LOCAL_KEYS.darkMode)).toBe('false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('replaceAccount keeps a fresher copy of the signed-in account only', async () => {
    const store = new SessionStore(deps());
    store.replaceAccount({ ...account, credits: 5 });
    expect(store.getSnapshot().account).toBeNull(); // not signed in yet
    await store.signIn('tok');
    const listener = vi.fn();
    store.subscribe(listener);
    store.replaceAccount({ ...account });
    expect(listener).not.toHaveBeenCalled(); // the same values: no change
    store.replaceAccount({ ...account, id: 'acc-2', credits: 7 });
    expect(store.getSnapshot().account).toBe(account); // another account: ignored
    const fresh = { ...account, membership: 'accelerator', credits: 11 } as Account;
    store.replaceAccount(fresh);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', account: fresh, user });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clearing during the sequence drops its late result', async () => {
    let finish: (outcome: SequenceOutcome) => void = () => {};
    const runSequence = vi.fn<SessionStoreDeps['runSequence']>(() => new Promise((resolve) => (finish = resolve)));
    const store = new SessionStore(deps({ runSequence }));
    const pending = store.signIn('tok');
    store.clear();
    finish(signedIn);
    await pending;
    expect(store.getSnapshot().status).toBe('signedOut');
  });

  it('a return from Google trades the cookie for a token, then runs the sequence', async () => {
    const d = deps();
    const store = new SessionStore(d, true);
    expect(store.getSnapshot().status).toBe('loading');
    store.start();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signedIn'));
    expect(getToken()).toBe('google-token');
  });
});
