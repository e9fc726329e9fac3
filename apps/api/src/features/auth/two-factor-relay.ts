import { endpoints, type EndpointDefinition, type ErrorCode } from '@persona/shared';
import { parseSetCookieHeader } from 'better-auth/cookies';
import type { Auth } from './auth';
import { TWO_FACTOR_STEP_COOKIE } from './two-factor-links';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right.';
export const CODE_INVALID_MESSAGE = 'That code is not right. Check the time on your device and try the newest code.';
export const RECOVERY_CODE_INVALID_MESSAGE = 'That recovery code is not right, or it was used already.';
export const STEP_EXPIRED_MESSAGE = 'This sign-in has expired or was tried too often. Please sign in with your password again.';

/** A sign-in's second step (public: the pending step's token, never a session). */
export const TWO_FACTOR_STEPS = new Set<EndpointDefinition>([endpoints.verifyTwoFactorCode, endpoints.verifyRecoveryCode]);
/** The caller's own two-factor settings (a session, and the password or a code again). */
const TWO_FACTOR_SETTINGS = new Set<EndpointDefinition>([
  endpoints.enableTwoFactor,
  endpoints.confirmTwoFactor,
  endpoints.disableTwoFactor,
  endpoints.regenerateRecoveryCodes,
]);
/** Calls after which better-auth has replaced the caller's session by a new one (its twoFactor plugin does). */
export const RENEWS_SESSION = new Set<EndpointDefinition>([endpoints.confirmTwoFactor, endpoints.disableTwoFactor]);

export const isTwoFactorCall = (endpoint: EndpointDefinition) => TWO_FACTOR_STEPS.has(endpoint) || TWO_FACTOR_SETTINGS.has(endpoint);

type Refusal = { code: ErrorCode; message: string };
const STEP_EXPIRED: Refusal = { code: 'TWO_FACTOR_STEP_EXPIRED', message: STEP_EXPIRED_MESSAGE };
const WRONG_PASSWORD: Refusal = { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE };
const NOT_ON: Refusal = { code: 'TWO_FACTOR_NOT_ON', message: 'Two-factor sign-in is not on for this account.' };

/** better-auth's twoFactor codes in the portal's words, per call (a step has no session to lose: its wrong code stays 401). */
const REFUSALS = new Map<EndpointDefinition, Record<string, Refusal>>([
  [
    endpoints.verifyTwoFactorCode,
    {
      INVALID_CODE: { code: 'UNAUTHENTICATED', message: CODE_INVALID_MESSAGE },
      INVALID_TWO_FACTOR_COOKIE: STEP_EXPIRED,
      TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: STEP_EXPIRED,
      TOTP_NOT_ENABLED: STEP_EXPIRED,
    },
  ],
  [
    endpoints.verifyRecoveryCode,
    {
      INVALID_BACKUP_CODE: { code: 'UNAUTHENTICATED', message: RECOVERY_CODE_INVALID_MESSAGE },
      INVALID_TWO_FACTOR_COOKIE: STEP_EXPIRED,
      TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: STEP_EXPIRED,
      BACKUP_CODES_NOT_ENABLED: STEP_EXPIRED,
    },
  ],
  [endpoints.enableTwoFactor, { INVALID_PASSWORD: WRONG_PASSWORD, TOTP_ALREADY_ENABLED: { code: 'TWO_FACTOR_ALREADY_ON', message: 'Two-factor sign-in is already on.' } }],
  [endpoints.confirmTwoFactor, { INVALID_CODE: { code: 'CODE_INVALID', message: CODE_INVALID_MESSAGE }, TOTP_NOT_ENABLED: NOT_ON }],
  [endpoints.disableTwoFactor, { INVALID_PASSWORD: WRONG_PASSWORD }],
  [endpoints.regenerateRecoveryCodes, { INVALID_PASSWORD: WRONG_PASSWORD, TWO_FACTOR_NOT_ENABLED: NOT_ON }],
]);

/** The portal's refusal for a better-auth error code of this call, if it names one. */
export const twoFactorRefusal = (endpoint: EndpointDefinition, code: unknown): Refusal | undefined =>
  typeof code === 'string' ? REFUSALS.get(endpoint)?.[code] : undefined;

/**
 * The pending second step travels in the answer and the next request's body, never as a cookie (docs/decisions.md,
 * "Two-factor sign-in"): the portal's calls carry bearer tokens only. The token is better-auth's own signed cookie
 * value, handed back to it as that cookie.
 */
export async function createStepCarrier(auth: Auth, appUrl: string) {
  const { createAuthCookie } = await auth.$context;
  const name = createAuthCookie(TWO_FACTOR_STEP_COOKIE).name;
  return {
    /** What better-auth is given of a two-factor call: the declared input only, and the step's cookie alone for a step. */
    input(endpoint: EndpointDefinition, url: URL, body: Record<string, unknown>, headers: Headers): { url: URL; body: unknown } {
      headers.delete('cookie');
      if (TWO_FACTOR_STEPS.has(endpoint)) {
        // A step is public: a bearer token sent along must not turn it into the signed-in confirmation.
        headers.delete('authorization');
        headers.set('cookie', `${name}=${String(body.twoFactorToken)}`);
        // better-auth checks the origin of a call with cookies (against cross-site forms); this cookie is the
        // relay's own, from the body: a caller without an Origin (not a browser) is taken as the portal's.
        if (!headers.has('origin')) headers.set('origin', new URL(appUrl).origin);
        return { url, body: { code: body.code } };
      }
      if (endpoint === endpoints.confirmTwoFactor) return { url: new URL(`${url.pathname.replace(/\/confirm$/, '/verify-totp')}`, url), body: { code: body.code } };
      return { url, body: { password: body.password } };
    },
    /** A sign-in answer that asks for the second step: its token moves from the cookie into the answer. */
    challenge(text: string, setCookies: string[]): string | null {
      const answer = JSON.parse(text) as { twoFactorRedirect?: unknown };
      if (answer.twoFactorRedirect !== true) return null;
      const value = setCookies.map((header) => parseSetCookieHeader(header).get(name)?.value).find((v) => v);
      return JSON.stringify({ ...answer, twoFactorToken: value ?? '' });
    },
    /** better-auth's cookies of a two-factor step are its business, not the browser's. */
    keepsCookie: (header: string) => !parseSetCookieHeader(header).has(name),
  };
}
