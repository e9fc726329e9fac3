import { API_PREFIX } from '@persona/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/database';
import type { Mailer } from '../../lib/mail/mailer';
import { authAccounts, authSessions, authUsers, authVerifications } from './auth.tables';
import { resolveAuthSecret } from '../../lib/app-secret';
import { googleProvider } from './google-provider';
import { hashPassword, verifyPassword } from './password-hash';
import { resetPasswordMail } from './reset-mail';

export const AUTH_BASE_PATH = `${API_PREFIX}/auth`;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The identity provider inside the API: email + password, Google over OIDC, reset mails, bearer sessions. */
export function createAuth({ config, db, mailer, log }: AuthDeps) {
  const google = googleProvider(config);
  return betterAuth({
    appName: 'Persona Portal',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(config),
    trustedOrigins: config.trustedOrigins,
    // better-auth turns the check off under a test runner; tests must see what browsers see.
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    user: { additionalFields: { lastname: { type: 'string', required: false } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(user.email, `${config.appUrl}/reset?token=${encodeURIComponent(token)}`));
      },
    },
    // Our own limiter (auth-rate-limit.ts) counts per address and per email; better-auth's counts per path only.
    rateLimit: { enabled: false },
    logger: { log: (level, message) => log[level]({ component: 'auth' }, message) },
    telemetry: { enabled: false },
    plugins: [bearer(), ...(google ? [genericOAuth({ config: [google] })] : [])],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}
