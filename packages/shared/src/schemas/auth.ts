import { z } from 'zod';
import { emailSchema } from '../validation';

/** Password rule of the identity layer (better-auth enforces the same bounds on the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Bodies of the identity endpoints under /api/auth (served by better-auth). */
export const signInBodySchema = z.object({ email: emailSchema, password: z.string().min(1) });
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
});
export const requestResetBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: z.string().min(1), newPassword: passwordSchema });

/** POST /api/session/handoff: the bearer token of the session a Google sign-in left in a cookie. */
export const handoffResponseSchema = z.object({ token: z.string() });
