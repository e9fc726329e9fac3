import { ACCOUNT_DATA_TEXTS, endpoints, ERROR_STATUS, type EndpointDefinition, type ErrorCode } from '@persona/shared';
import { inClosedAccount } from '../accounts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolveAuthSecret } from '../../lib/app-secret';
import { AppError, codeForStatus, errorBody } from '../../lib/errors';
import { isMember, type Identity } from '../../lib/http/caller';
import { route } from '../../lib/http/route';
import { actorOf } from '../activity';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { AUTH_BASE_PATH } from './auth';
import { createAuthHandler } from './auth-handler';
import { createAuthRateLimit } from './auth-rate-limit';
import { hasPassword, identityIdByEmail } from './auth.queries';
import { endSession } from './identity-records';
import { splitIdentityValidation } from './identity-validation';
import { createDeviceTokens } from './device-token';
import { PASSWORD_PROBLEM_CODES } from './password-policy';
import { recordTwoFactorChange } from './security.queries';
import { createStepCarrier, isTwoFactorCall, RENEWS_SESSION, TWO_FACTOR_STEPS, twoFactorRefusal } from './two-factor-relay';

/** better-auth's 'Invalid origin' names no remedy; the operator needs to know which setting to change. */
export const untrustedOriginMessage = (trusted: string[]) =>
  `This address is not a trusted origin of the portal (trusted: ${trusted.join(', ')}). ` +
  'Open the portal at one of those, or set APP_URL to the address you use.';

/** The identity calls the portal uses; better-auth's other endpoints are not exposed. */
const IDENTITY_ENDPOINTS: EndpointDefinition[] = [
  endpoints.signUpWithEmail,
  endpoints.signInWithEmail,
  endpoints.requestSignInLink,
  endpoints.signInWithLink,
  endpoints.signOut,
  endpoints.requestPasswordReset,
  endpoints.resetPassword,
  endpoints.verifyEmail,
  endpoints.startSocialSignIn,
  endpoints.providerCallback,
  endpoints.verifyTwoFactorCode,
  endpoints.verifyRecoveryCode,
  endpoints.enableTwoFactor,
  endpoints.confirmTwoFactor,
  endpoints.disableTwoFactor,
  endpoints.regenerateRecoveryCodes,
];

/** Calls that only add an identity or a session: the cached identities of everyone else stay (a sign-in under load would otherwise forget them all). */
const NEW_SESSIONS = new Set<EndpointDefinition>([endpoints.signUpWithEmail, endpoints.signInWithEmail, ...TWO_FACTOR_STEPS]);

/** Calls that answer a new session on success: the answer also carries a fresh device token for this browser. */
const SIGN_INS = new Set<EndpointDefinition>([endpoints.signInWithEmail, endpoints.signInWithLink, ...TWO_FACTOR_STEPS]);

export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Please ask for a new one.';

/** Domain codes our own better-auth hooks answer with (auth.ts); better-auth's own codes map by status. */
const RELAYED_CODES: ErrorCode[] = [...PASSWORD_PROBLEM_CODES];

/**
 * What better-auth is given of a request: the catalogue's input and nothing more where the portal narrows it (a
 * sign-in link is asked for by email alone, verified by its token alone, so no redirect or sign-up option gets
 * through; a device token is the portal's, not better-auth's).
 */
function forwarded(endpoint: EndpointDefinition, url: URL, body: unknown): { url: URL; body: unknown } {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (endpoint === endpoints.requestSignInLink) {
    const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : fields.email;
    return { url, body: { email } };
  }
  if (endpoint === endpoints.signInWithLink) {
    const narrowed = new URL(url.pathname, url);
    const token = url.searchParams.get('token');
    if (token !== null) narrowed.searchParams.set('token', token);
    return { url: narrowed, body };
  }
  if (endpoint === endpoints.signInWithEmail && typeof body === 'object' && body !== null) {
    const { deviceToken: _portalOnly, ...rest } = fields;
    return { url, body: rest };
  }
  return { url, body };
}

interface Relayed {
  endpoint: EndpointDefinition;
  response: Response;
  text: string;
  /** The cookies of better-auth's answer the browser is given. */
  cookies: string[];
}

/** Copies better-auth's answer onto the reply; its errors are rewritten into the one error format. */
async function relay(reply: FastifyReply, { endpoint, response, text, cookies }: Relayed, trustedOrigins: string[]): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status < 400) return reply.send(text === '' ? undefined : text);
  let message = 'The request could not be completed.';
  let field: string | undefined;
  let code = codeForStatus(response.status);
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string' && parsed.message !== '') ({ message, field } = splitIdentityValidation(parsed.message));
    if (RELAYED_CODES.includes(parsed.code as ErrorCode)) code = parsed.code as ErrorCode;
    if (response.status === 403 && /origin/i.test(message)) message = untrustedOriginMessage(trustedOrigins);
    const refusal = twoFactorRefusal(endpoint, parsed.code);
    if (refusal) {
      ({ code, message } = refusal);
      reply.status(ERROR_STATUS[code]);
    }
  } catch {
    // not JSON: keep the generic message
  }
  return reply.type('application/json').send(errorBody(code, message, field));
}

/**
 * /api/auth/*: better-auth's own endpoints (sign-up, sign-in, sign-out, reset, email verification, Google),
 * behind our abuse limits, which count each attempt before better-auth evaluates it. better-auth validates the
 * bodies itself, in the portal's plain words (installPlainMessages), relayed without its field prefix.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const devices = createDeviceTokens(resolveAuthSecret(app.config));
  const rateLimit = createAuthRateLimit({
    config: app.config,
    store: app.limits,
    devices,
    identityIdOf: (email) => identityIdByEmail(app.database.db, email),
  });

  /** A successful sign-in's answer with a fresh device token for the browser to keep for that email. */
  async function withDeviceToken(text: string): Promise<string> {
    const answer = JSON.parse(text) as { user?: { id?: unknown; email?: unknown } };
    const { id, email } = answer.user ?? {};
    if (typeof id !== 'string' || typeof email !== 'string') return text;
    return JSON.stringify({ ...answer, deviceToken: await devices.issue({ id, email }) });
  }

  const authHandler = await createAuthHandler(app.auth);
  const steps = await createStepCarrier(app.auth, app.config.appUrl);

  /**
   * A sign-in link proved the mailbox: its address is known to the email from now on, and the cached identities of
   * the user go. better-auth ends the other sessions and removes the password and Google link of an account whose
   * email was never proven (they may be a squatter's); the answer says whether a password is left, so the page can
   * offer to choose one.
   */
  async function signedInByLink(text: string, request: FastifyRequest): Promise<string> {
    const answer = JSON.parse(text) as { user: { id: string; email: string } };
    await rateLimit.markKnown(answer.user.email, request);
    await app.identityCache.clear({ userId: answer.user.id });
    return JSON.stringify({ ...answer, hasPassword: await hasPassword(app.database.db, answer.user.id) });
  }
  /** The second step proved the sign-in: its address is known to the email from now on, as after a password. */
  async function signedInWithSecondFactor(text: string, request: FastifyRequest): Promise<void> {
    const answer = JSON.parse(text) as { user: { email: string } };
    await rateLimit.markKnown(answer.user.email, request);
  }
  /** A member of a closed account gets no session, whichever way they signed in: the new one ends at once. */
  async function refuseClosedAccount(text: string): Promise<void> {
    const answer = JSON.parse(text) as { token?: unknown; user?: { id?: unknown } };
    if (typeof answer.user?.id !== 'string' || !(await inClosedAccount(app.database.db, answer.user.id))) return;
    if (typeof answer.token === 'string') await endSession(app.database.db, answer.token);
    throw new AppError('ACCOUNT_CLOSED', ACCOUNT_DATA_TEXTS.accountClosed);
  }
  /** The caller turned their second factor on or off (better-auth said yes): their account's activity says so. */
  // better-auth's change has already committed: a log entry that cannot be written is reported, never answered as
  // a failed change the client would try again.
  async function loggedSecondFactor(endpoint: EndpointDefinition, identity: Identity | null, request: FastifyRequest): Promise<void> {
    if (!isMember(identity)) return;
    const enabled = endpoint === endpoints.confirmTwoFactor;
    try {
      await recordTwoFactorChange(app.database.db, identity.account.id, enabled, actorOf(identity));
    } catch (err) {
      request.log.error({ err, accountId: identity.account.id, enabled }, 'the activity entry of a second factor change could not be written');
    }
  }
  retryAfterHeader(app);
  for (const endpoint of IDENTITY_ENDPOINTS) {
    route(app, endpoint, {
      owner: { self: 'better-auth acts only on the session of the bearer token it is given' },
      ...(NEW_SESSIONS.has(endpoint) ? { keepsIdentity: 'a new identity or session changes no cached one' } : {}),
      fastify: { attachValidation: true },
      handler: async ({ request, reply }) => {
        const path = request.url.split('?')[0]!.slice(AUTH_BASE_PATH.length);
        const attempt = await rateLimit.count(path, request);
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const url = new URL(request.url, app.config.appUrl);
        const headers = fromNodeHeaders(request.headers);
        const input = isTwoFactorCall(endpoint)
          ? steps.input(endpoint, url, (request.body ?? {}) as Record<string, unknown>, headers)
          : forwarded(endpoint, url, request.body);
        let response: Response;
        try {
          response = await authHandler(
            new Request(input.url, {
              method: request.method,
              headers,
              body: hasBody ? JSON.stringify(input.body) : undefined,
            }),
          );
        } catch (err) {
          await attempt.settle(500);
          throw err;
        }
        await attempt.settle(response.status);
        // Verifying an ADMIN_EMAILS address makes its account active and its user an admin (a GET: the
        // identity plugin clears only after writes, so this one clears here).
        if (path.startsWith('/verify-email')) await app.identityCache.clear({ all: true });
        let text = await response.text();
        // better-auth answers a used, expired or unknown link with a redirect carrying the error.
        if (endpoint === endpoints.signInWithLink && response.status >= 300 && response.status < 400) throw new AppError('LINK_INVALID', SIGN_IN_LINK_INVALID);
        const setCookies = response.headers.getSetCookie();
        const challenge = SIGN_INS.has(endpoint) && response.status === 200 ? steps.challenge(text, setCookies) : null;
        if (challenge) text = challenge;
        else if (SIGN_INS.has(endpoint) && response.status === 200) {
          await refuseClosedAccount(text);
          text = await withDeviceToken(text);
          if (endpoint === endpoints.signInWithLink) text = await signedInByLink(text, request);
          if (TWO_FACTOR_STEPS.has(endpoint)) await signedInWithSecondFactor(text, request);
        }
        if (RENEWS_SESSION.has(endpoint) && response.status === 200) {
          await loggedSecondFactor(endpoint, request.identity, request);
          text = JSON.stringify({ token: response.headers.get('set-auth-token') ?? '' });
        }
        return relay(reply, { endpoint, response, text, cookies: setCookies.filter(steps.keepsCookie) }, app.config.trustedOrigins);
      },
    });
  }
};
