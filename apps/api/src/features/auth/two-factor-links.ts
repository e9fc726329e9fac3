import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** better-auth's twoFactor plugin names its pending step so (plugins/two-factor/constant.ts). */
export const TWO_FACTOR_STEP_COOKIE = 'two_factor';

/**
 * better-auth's twoFactor plugin asks for the second factor after a password sign-in only. A sign-in link proves
 * the mailbox, one factor: for a user with two-factor sign-in it starts the same pending step as a password does
 * (the plugin's own records: the challenge and its attempt count), so the code or a recovery code is still needed.
 */
export const twoFactorOnSignInLinks = (stepSeconds: number) =>
  ({
    id: 'two-factor-sign-in-links',
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession as { user: { id: string; twoFactorEnabled?: boolean }; session: { token: string } } | null;
            if (!data?.user.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + stepSeconds * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_STEP_COOKIE, { maxAge: stepSeconds });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
