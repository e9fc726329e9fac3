import { endpoints, type EndpointDefinition, type ErrorCode } from '@persona/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { codeForStatus, errorBody } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { AUTH_BASE_PATH } from './auth';
import { createAuthHandler } from './auth-handler';
import { createAuthRateLimit } from './auth-rate-limit';
import { PASSWORD_PROBLEM_CODES } from './password-policy';

/** better-auth's 'Invalid origin' names no remedy; the operator needs to know which setting to change. */
export const untrustedOriginMessage = (trusted: string[]) =>
  `This address is not a trusted origin of the portal (trusted: ${trusted.join(', ')}). ` +
  'Open the portal at one of those, or set APP_URL to the address you use.';

/** The identity calls the portal uses; better-auth's other endpoints are not exposed. */
const IDENTITY_ENDPOINTS: EndpointDefinition[] = [
  endpoints.signUpWithEmail,
  endpoints.signInWithEmail,
  endpoints.signOut,
  endpoints.requestPasswordReset,
  endpoints.resetPassword,
  endpoints.verifyEmail,
  endpoints.startSocialSignIn,
  endpoints.providerCallback,
];

/** Calls that only add an identity or a session: the cached identities of everyone else stay (a sign-in under load would otherwise forget them all). */
const NEW_SESSIONS = new Set<EndpointDefinition>([endpoints.signUpWithEmail, endpoints.signInWithEmail]);

/** Domain codes our own better-auth hooks answer with (auth.ts); better-auth's own codes map by status. */
const RELAYED_CODES: ErrorCode[] = [...PASSWORD_PROBLEM_CODES];

/** Copies better-auth's answer onto the reply; its errors are rewritten into the one error format. */
async function relay(reply: FastifyReply, response: Response, trustedOrigins: string[]): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text === '' ? undefined : text);
  let message = 'The request could not be completed.';
  let code = codeForStatus(response.status);
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string' && parsed.message !== '') message = parsed.message;
    if (RELAYED_CODES.includes(parsed.code as ErrorCode)) code = parsed.code as ErrorCode;
    if (response.status === 403 && /origin/i.test(message)) message = untrustedOriginMessage(trustedOrigins);
  } catch {
    // not JSON: keep the generic message
  }
  return reply.type('application/json').send(errorBody(code, message));
}

/**
 * /api/auth/*: better-auth's own endpoints (sign-up, sign-in, sign-out, reset, email verification, Google),
 * behind our abuse limits, which count each attempt before better-auth evaluates it. better-auth validates the
 * bodies itself, so its own messages reach the user.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = createAuthRateLimit(app.config, app.limits);
  const authHandler = await createAuthHandler(app.auth);
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
        let response: Response;
        try {
          response = await authHandler(
            new Request(new URL(request.url, app.config.appUrl), {
              method: request.method,
              headers: fromNodeHeaders(request.headers),
              body: hasBody ? JSON.stringify(request.body) : undefined,
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
        return relay(reply, response, app.config.trustedOrigins);
      },
    });
  }
};
