import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation';
import { emailSchema } from './email';

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Bodies and answers of the identity endpoints under /api/auth (served by better-auth, which takes more options: kept). */
export const signInBodySchema = z.looseObject({ email: emailSchema, password: z.string().min(1) });
export const signUpBodySchema = z.looseObject({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
});
export const requestResetBodySchema = z.looseObject({ email: emailSchema, redirectTo: z.string().optional() });
export const resetPasswordBodySchema = z.looseObject({ token: z.string().min(1), newPassword: passwordSchema });
export const socialSignInBodySchema = z.looseObject({
  provider: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});

export const identityUserSchema = z.looseObject({ id: z.string(), email: z.string(), name: z.string(), lastname: z.string().nullish() });
/** A new session: its bearer token and who it belongs to. */
export const authResultSchema = z.looseObject({ token: z.string(), user: identityUserSchema });
export const authStatusSchema = z.looseObject({ status: z.boolean().optional() });
/** The provider's page to send the browser to. */
export const socialSignInResultSchema = z.looseObject({ url: z.string(), redirect: z.boolean().optional() });
/** GET /api/auth/verify-email: the signed token of a verification mail, and where to go afterwards. */
export const verifyEmailQuerySchema = z.looseObject({ token: z.string().min(1), callbackURL: z.string().optional() });
export const providerCallbackParamsSchema = z.object({ providerId: z.string().min(1).max(50) });

/** POST /api/session/handoff: the bearer token of the session a Google sign-in left in a cookie. */
export const handoffResponseSchema = z.object({ token: z.string() });
