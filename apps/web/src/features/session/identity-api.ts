import { apiFetch } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';

/** The identity layer (better-auth under /api/auth) plus the Google session handoff. */

export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
}

export interface AuthResult {
  token: string;
  user: IdentityUser;
}

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  lastname: string;
}

/** Where the browser lands after Google: the portal root, marked so the session knows to pick it up. */
export const GOOGLE_RETURN = { param: 'auth', success: 'google', failure: 'google-error' } as const;

const returnUrl = (value: string) => `${PATHS.home}?${GOOGLE_RETURN.param}=${value}`;

const post = <T>(path: string, body?: unknown, token?: string | null) => apiFetch<T>(path, { method: 'POST', body, token });

export const signInWithEmail = (email: string, password: string) =>
  post<AuthResult>('/auth/sign-in/email', { email, password }, null);

export const signUpWithEmail = (input: SignUpInput) => post<AuthResult>('/auth/sign-up/email', input, null);

/** Revokes the session's token on the server. */
export const revokeSession = () => post<unknown>('/auth/sign-out', {});

/** Always succeeds for a valid email (the server never says whether it is registered). */
export const requestPasswordReset = (email: string) =>
  post<unknown>('/auth/request-password-reset', { email, redirectTo: PATHS.reset }, null);

export const resetPassword = (token: string, newPassword: string) =>
  post<unknown>('/auth/reset-password', { token, newPassword }, null);

/** Starts Google sign-in: the answer's url is the provider's page to send the browser to. */
export const startGoogleSignIn = () =>
  post<{ url: string }>(
    '/auth/sign-in/social',
    {
      provider: 'google',
      callbackURL: returnUrl(GOOGLE_RETURN.success),
      errorCallbackURL: returnUrl(GOOGLE_RETURN.failure),
    },
    null,
  );

/** After Google: trades the session cookie the redirect left for the bearer token the SPA uses. */
export const exchangeGoogleSession = () => post<{ token: string }>('/session/handoff', undefined, null);
