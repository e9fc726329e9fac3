import { z } from 'zod';
import { MEMBERSHIPS } from '../memberships';
import { emailSchema } from './email';

export const membershipSchema = z.enum(MEMBERSHIPS);
export type Membership = z.infer<typeof membershipSchema>;

const personName = z.string().trim().min(1, 'Please type a name.').max(80);
const companyName = z.string().trim().min(1, 'Please type a company name.').max(120);

/** Account (workspace) as the API returns it; users lists the ids of its members, ownerId the one who owns it. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string().nullable(),
  membership: membershipSchema.nullable(),
  isActive: z.boolean(),
  creditBased: z.boolean(),
  credits: z.number().int(),
  onboarded: z.boolean(),
  /** Its owner requires two-factor sign-in of every member. */
  requireTwoFactor: z.boolean(),
  users: z.array(z.string()),
});
export type Account = z.infer<typeof accountSchema>;

/** The product's User record; account is the account id. */
export const userSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A user as the site admins' list shows them: also whether they sign in with a second factor (to reset it). */
export const adminUserSchema = userSchema.extend({ twoFactorEnabled: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/accounts: only the name is taken; credits, status and membership are the server's defaults. */
export const createAccountBodySchema = z.object({ name: companyName });
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/** POST /api/accounts/user: id and email must be the session's; isAdmin is decided by the server. */
export const createUserBodySchema = z.object({
  id: z.string().min(1),
  name: personName,
  lastname: personName,
  account: z.string().min(1),
  email: emailSchema,
  company: companyName.optional(),
  isAdmin: z.boolean().optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** GET /api/accounts/me: who the session is, and its records (null until created). */
export const meResponseSchema = z.object({
  /** twoFactorEnabled: the identity signs in with a second factor. */
  identity: z.object({ id: z.string(), email: z.string(), name: z.string(), lastname: z.string(), twoFactorEnabled: z.boolean() }),
  user: userSchema.nullable(),
  account: accountSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const accountIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** PATCH /api/accounts/{id}/onboarded: an account is marked onboarded once, when its four steps are done. */
export const setOnboardedBodySchema = z.object({ onboarded: z.literal(true, { message: 'onboarded can only be set to true.' }) });
export const emailParamsSchema = z.object({ email: z.string().min(1).max(320) });
/** PUT /api/accounts/{id}/security: the owner requires two-factor sign-in of every member, or no longer. */
export const accountSecurityBodySchema = z.object({ requireTwoFactor: z.boolean() });
export type AccountSecurityBody = z.infer<typeof accountSecurityBodySchema>;
