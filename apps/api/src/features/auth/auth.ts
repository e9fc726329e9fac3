import { API_PREFIX, SIGN_IN_LINK_MINUTES } from '@persona/shared';
import type { BetterAuthPlugin } from 'better-auth';
// The minimal entry (no Kysely: the database is the drizzle adapter's) and each plugin's own entry load half what
// 'better-auth' and 'better-auth/plugins' load, at every start.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/database';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { authLogger } from './auth-log';
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from './auth.tables';
import { resolveAuthSecret } from '../../lib/app-secret';
import { googleProvider } from './google-provider';
import { grantListedAdmin } from '../accounts';
import { passwordHasher, verifyPassword } from './password-hash';
import { passwordProblem } from './password-policy';
import { resetPasswordMail } from './reset-mail';
import { signInLinkMail } from './sign-in-link-mail';
import { withFastSignIn } from './sign-in-adapter';
import { twoFactorOnSignInLinks } from './two-factor-links';
import { verifyEmailMail } from './verify-mail';

export const AUTH_BASE_PATH = `${API_PREFIX}/auth`;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const SIGN_IN_LINK_TTL_SECONDS = SIGN_IN_LINK_MINUTES * 60;
export const TWO_FACTOR_ISSUER = 'Persona Portal';
/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;
/** The portal's page a sign-in link opens: it trades the token for a session (a mail scanner that fetches the page does not). */
export const SIGN_IN_LINK_PAGE = '/sign-in/link';

export interface AuthDeps {
  config: Config;
  db: Database;
  /**
   * Identity mails are queued on the db, not in a transaction with their token: better-auth hands its mail callbacks
   * no transaction, and calls them once the token is written (sign-up's verification mail after its transaction
   * commits). A crash between the two loses one request's mail, which the person asks for again.
   */
  mail: MailQueue;
  log: FastifyBaseLogger;
}

interface HookContext {
  path?: string;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  context: { internalAdapter: AuthInternals };
}
interface AuthInternals {
  findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
  findUserById(id: string): Promise<{ email: string } | null>;
  findUserByEmail(email: string): Promise<{ user: { email: string } } | null>;
}

/** The email of the account a reset token belongs to (undefined for an unknown token: better-auth refuses it). */
async function resetTokenEmail(ctx: HookContext): Promise<string | undefined> {
  const token = ctx.body?.token ?? ctx.query?.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return undefined;
  return (await ctx.context.internalAdapter.findUserById(verification.value))?.email;
}

const SETS_PASSWORD = new Set(['/sign-up/email', '/reset-password']);

/**
 * Refuses a new password that is common or the account's own email, on sign-up and on reset (password-policy.ts).
 * A plugin's hook rather than `hooks.before`, which better-auth runs (with a context of its own) on every call,
 * sign-in included.
 */
const passwordPolicy = {
  id: 'password-policy',
  hooks: {
    before: [
      {
        matcher: (ctx: { path?: string }) => SETS_PASSWORD.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const hook = ctx as unknown as HookContext;
          const problem =
            hook.path === '/sign-up/email'
              ? await passwordProblem(hook.body?.password, hook.body?.email)
              : await passwordProblem(hook.body?.newPassword, await resetTokenEmail(hook));
          if (problem) throw new APIError('BAD_REQUEST', { message: problem.message, code: problem.code });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/** better-auth's drizzle adapter over the identity tables. */
export const identityAdapter = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    transaction: true,
    schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications, twoFactor: authTwoFactors },
  });

/** The identity provider inside the API: email + password, Google over OIDC, reset mails, bearer sessions. */
export function createAuth({ config, db, mail, log }: AuthDeps) {
  const google = googleProvider(config);
  return betterAuth({
    appName: 'Persona Portal',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(config),
    trustedOrigins: config.trustedOrigins,
    // better-auth turns the check off under a test runner; tests must see what browsers see.
    advanced: { disableOriginCheck: false },
    database: withFastSignIn(db, identityAdapter(db)),
    user: { additionalFields: { lastname: { type: 'string', required: false } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: passwordHasher(config.PASSWORD_HASH_PROFILE), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mail.queue(db, resetPasswordMail(user.email, `${config.appUrl}/reset?token=${encodeURIComponent(token)}`));
      },
    },
    // Only ADMIN_EMAILS addresses are asked to prove their address: it is what makes them admins (nothing else
    // depends on it). Google vouches for its addresses itself.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        if (config.ADMIN_EMAILS.includes(user.email.toLowerCase())) await mail.queue(db, verifyEmailMail(user.email, url));
      },
      afterEmailVerification: async (user) => {
        if (await grantListedAdmin(db, user.id, user.email, config.ADMIN_EMAILS)) log.info({ userId: user.id }, 'ADMIN_EMAILS address verified: now a site admin');
      },
    },
    // Our own limiter (auth-rate-limit.ts) counts per address and per email; better-auth's counts per path only.
    rateLimit: { enabled: false },
    logger: authLogger(log),
    telemetry: { enabled: false },
    plugins: [
      bearer(),
      passwordPolicy,
      // The sign-in link of docs/decisions.md ("Sign-in: strangers are limited, the owner is not locked out"):
      // registered emails only, single use, 15 minutes, stored hashed.
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token }, ctx) => {
          // better-auth mails any address asked for; only a registered one gets a link (the answer is the same).
          const internals = (ctx as unknown as HookContext | undefined)?.context.internalAdapter;
          if (!internals || !(await internals.findUserByEmail(email))) return;
          const link = `${config.appUrl}${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`;
          await mail.queue(db, signInLinkMail(email, link, SIGN_IN_LINK_MINUTES));
        },
      }),
      ...(google ? [genericOAuth({ config: [google] })] : []),
      // TOTP with recovery codes (docs/decisions.md, "Two-factor sign-in"): the pending second step is the plugin's
      // signed value, which the relay hands to the client in the answer instead of a cookie (auth.routes.ts).
      twoFactor({ issuer: TWO_FACTOR_ISSUER, twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS }),
      twoFactorOnSignInLinks(TWO_FACTOR_STEP_SECONDS),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}
