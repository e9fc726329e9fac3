import { LOCAL_KEYS, TIMINGS, type Account, type MeResponse } from '@persona/shared';
import type { OopsOptions } from '../../components/alerts';
import { errorMessage } from '../error-message';
import { writeStoredString } from '../local-storage';
import { getStoredEmail, getToken, setStoredAccount, setStoredEmail, setToken } from '../token-store';
import { SIGNED_OUT, type SessionData } from './session-state';
import type { SequenceOutcome } from './sign-in-sequence';
import { UserLookupError } from './user-lookup-error';

export interface SessionStoreDeps {
  runSequence: (signal: AbortSignal) => Promise<SequenceOutcome>;
  exchangeGoogleSession: () => Promise<{ token: string }>;
  revokeSession: () => Promise<unknown>;
  alert: (message: string, options?: OopsOptions) => Promise<void>;
  /** After the session is cleared: drop cached queries and leave the page (see SessionProvider). */
  onCleared: () => void;
}

const loading = (token: string | null, email: string | null): SessionData => ({ ...SIGNED_OUT, status: 'loading', token, email });

const fromOutcome = (token: string, outcome: SequenceOutcome): SessionData =>
  outcome.kind === 'signedIn'
    ? { ...SIGNED_OUT, status: 'signedIn', token, ...outcome }
    : { ...SIGNED_OUT, status: 'needsProfile', token, email: outcome.email, identity: outcome.identity };

/**
 * The session outside React (read through useSyncExternalStore): the token kept in localStorage, the sign-in
 * sequence with its cancellation, sign-out and clearing. One instance per app.
 */
export class SessionStore {
  private data: SessionData;
  private readonly listeners = new Set<() => void>();
  /** The running sign-in sequence; aborting it makes its late results be ignored. */
  private running: AbortController | null = null;
  private started = false;

  constructor(
    private readonly deps: SessionStoreDeps,
    private readonly returningFromGoogle = false,
  ) {
    const token = getToken();
    if (returningFromGoogle) this.data = loading(null, null);
    else this.data = token ? loading(token, getStoredEmail()) : SIGNED_OUT;
  }

  readonly getSnapshot = (): SessionData => this.data;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** On app load (once): a return from Google trades its cookie for a token; a stored token runs the sequence. */
  readonly start = (): void => {
    if (this.started) return;
    this.started = true;
    if (this.returningFromGoogle) void this.continueGoogleSignIn();
    else if (this.data.token) void this.runSequence(this.data.token);
  };

  /** Keeps the token (and lowercased email) and runs the sign-in sequence; never rejects (failures are alerted). */
  readonly signIn = async (token: string, email?: string): Promise<void> => {
    setToken(token);
    if (email) setStoredEmail(email);
    this.set(loading(token, email?.toLowerCase() ?? getStoredEmail()));
    await this.runSequence(token);
  };

  /** The sequence again with the current token (after the Company prompt, or to retry a failure). */
  readonly reload = async (): Promise<void> => {
    const token = getToken();
    if (token) await this.signIn(token);
    else this.clear();
  };

  /**
   * The signed-in account as the API now answers it (after a purchase, or an admin's change): the session keeps
   * its own copy from sign-in, which the membership, the chat link and the activation gate read.
   */
  readonly replaceAccount = (account: Account): void => {
    const current = this.data.account;
    if (this.data.status !== 'signedIn' || current?.id !== account.id) return;
    if (JSON.stringify(current) === JSON.stringify(account)) return;
    this.set({ ...this.data, account });
  };

  /** /me as the API now answers it: the same signed-in identity's second factor and account are kept. */
  readonly replaceIdentity = (me: MeResponse): void => {
    const { identity, account } = this.data;
    if (this.data.status !== 'signedIn' || identity?.id !== me.identity.id) return;
    const fresh = { ...identity, twoFactorEnabled: me.identity.twoFactorEnabled };
    const freshAccount = me.account && me.account.id === account?.id ? me.account : account;
    if (JSON.stringify(fresh) === JSON.stringify(identity) && JSON.stringify(freshAccount) === JSON.stringify(account)) return;
    this.set({ ...this.data, identity: fresh, account: freshAccount });
  };

  readonly signOut = async (): Promise<void> => {
    if (getToken()) await this.deps.revokeSession().catch(() => undefined);
    this.clear();
  };

  /**
   * Forgets everything the session held (spec section 4: on sign-out all session data is cleared), the onboarding
   * progress included; also what a 401 from any call leads to. The theme and sidebar preferences stay.
   */
  readonly clear = (): void => {
    this.running?.abort();
    this.running = null;
    setToken(null);
    setStoredEmail(null);
    setStoredAccount(null);
    writeStoredString(LOCAL_KEYS.onboardingProgress, null);
    this.set(SIGNED_OUT);
    this.deps.onCleared();
  };

  private set(next: SessionData): void {
    this.data = next;
    this.listeners.forEach((listener) => listener());
  }

  private async runSequence(token: string): Promise<void> {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    try {
      const outcome = await this.deps.runSequence(controller.signal);
      if (controller.signal.aborted) return;
      setStoredEmail(outcome.email);
      setStoredAccount(outcome.kind === 'signedIn' ? outcome.account.id : null);
      this.set(fromOutcome(token, outcome));
    } catch (error) {
      if (controller.signal.aborted) return; // signed out meanwhile, or the session was lost (401)
      const message = errorMessage(error);
      this.set({ ...this.data, status: 'failed', error: message });
      const warning = error instanceof UserLookupError;
      await this.deps.alert(message, warning ? { icon: 'warning', timerMs: TIMINGS.warningAlertMs } : {});
    } finally {
      if (this.running === controller) this.running = null;
    }
  }

  private async continueGoogleSignIn(): Promise<void> {
    try {
      const { token } = await this.deps.exchangeGoogleSession();
      await this.signIn(token);
    } catch (error) {
      this.set(SIGNED_OUT);
      await this.deps.alert(errorMessage(error));
    }
  }
}

