import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation';
import { emailSchema } from './email';

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Bodies and answers of the identity endpoints under /api/auth (served by better-auth, which takes more options: kept). */
/** The device token is the one this browser was given at its last sign-in to this email (OWASP's device cookie). */
const deviceTokenSchema = z.string().min(1).max(2000);
export const signInBodySchema = z.looseObject({ email: emailSchema, password: z.string().min(1), deviceToken: deviceTokenSchema.optional() });
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
/** A new session: its bearer token and who it belongs to, and a device token for this browser to keep for that email. */
export const authResultSchema = z.looseObject({ token: z.string(), user: identityUserSchema, deviceToken: z.string().optional() });
/** POST /api/auth/sign-in/magic-link: mails a one-time sign-in link to a registered email (the answer never says whether it is). */
export const signInLinkBodySchema = z.object({ email: emailSchema });
/** GET /api/auth/magic-link/verify: the token of a sign-in link, traded once for a session. */
export const signInLinkQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** A link's session; hasPassword is false when the account has no password (any set before its email was proven is removed). */
export const signInLinkResultSchema = authResultSchema.extend({ hasPassword: z.boolean() });
export const authStatusSchema = z.looseObject({ status: z.boolean().optional() });
/** The provider's page to send the browser to. */
export const socialSignInResultSchema = z.looseObject({ url: z.string(), redirect: z.boolean().optional() });
/** GET /api/auth/verify-email: the signed token of a verification mail, and where to go afterwards. */
export const verifyEmailQuerySchema = z.looseObject({ token: z.string().min(1), callbackURL: z.string().optional() });
export const providerCallbackParamsSchema = z.object({ providerId: z.string().min(1).max(50) });

/** POST /api/session/handoff: the bearer token of the session a Google sign-in left in a cookie. */
export const handoffResponseSchema = z.object({ token: z.string() });

/** Two-factor sign-in (better-auth's twoFactor plugin; docs/decisions.md, "Two-factor sign-in"). */
export const TOTP_CODE_DIGITS = 6;
export const totpCodeSchema = z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');
/** A recovery code as shown (`abcde-12345`); spaces around it are forgiven. */
export const recoveryCodeSchema = z.string().trim().min(1).max(40);
/** Enrolment, turning two-factor off and new recovery codes each ask for the password again. */
export const twoFactorPasswordBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
/** The authenticator app's setup (otpauth:// URI, whose secret the screen also shows as text) and the recovery codes, shown once. */
export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export const confirmTwoFactorBodySchema = z.object({ code: totpCodeSchema });
/** Turning two-factor on or off starts a new session for the caller (better-auth's): its bearer token replaces the old one. */
export const renewedSessionSchema = z.object({ token: z.string() });
export const recoveryCodesSchema = z.object({ backupCodes: z.array(z.string()) });
/** A sign-in that needs its second step: no session yet, only the token of the pending step (10 minutes, 5 tries). */
export const twoFactorChallengeSchema = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorToken: z.string(),
  twoFactorMethods: z.array(z.string()),
});
/** The answer of a sign-in: a session, or the second step it still needs. */
export const signInResultSchema = z.union([authResultSchema, twoFactorChallengeSchema]);
export const signInLinkAnswerSchema = z.union([signInLinkResultSchema, twoFactorChallengeSchema]);
/** The signed pending step the sign-in answered, as a cookie value carries it (URL-encoded, so plain ASCII). */
const twoFactorTokenSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9%._~!*'()+/=-]+$/, 'This sign-in step is not valid. Please sign in again.');
export const twoFactorCodeStepBodySchema = z.object({ twoFactorToken: twoFactorTokenSchema, code: totpCodeSchema });
export const twoFactorRecoveryStepBodySchema = z.object({ twoFactorToken: twoFactorTokenSchema, code: recoveryCodeSchema });
/** Whether the caller signs in with a second factor. */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });

/** One of the caller's sessions: the device it was started from (its user agent), address, last use. */
export const userSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) });
