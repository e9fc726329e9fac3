import { z } from 'zod';

/**
 * Why an account's credits changed: the account opened with them (its first grant), an admin set or removed them, an
 * order spent them, a plan purchase granted its first month, a paid renewal granted the next month.
 */
export const CREDIT_REASONS = ['opening', 'admin_set', 'admin_remove', 'order', 'plan_purchase', 'plan_renewal'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

const wholeCredits = z
  .number({ message: 'Credits must be a number.' })
  .int('Credits must be a whole number.')
  .min(0, 'Credits cannot be negative.')
  .max(1_000_000, 'Credits can be at most 1,000,000.');

/** PATCH /api/accounts/{id}/set_credits: the new balance. */
export const setCreditsBodySchema = z.object({ credits: wholeCredits });
/** PATCH /api/accounts/{id}/remove_credits: how many credits to take away. */
export const removeCreditsBodySchema = z.object({ credits: wholeCredits.min(1, 'Remove at least 1 credit.') });

/** Transaction (spec section 3), with the fields the spec leaves unshown filled in. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  timestamp: z.number().int(),
  change: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  /** What caused it: the order id, the Stripe event id or the test checkout id (null for admin changes). */
  reference: z.string().nullable(),
  /** The plan of a purchase or renewal. */
  productId: z.string().nullable(),
  actorId: z.string().nullable(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** PATCH /api/accounts/{id}/status and PATCH /api/accounts/admin/{accountId}. */
export const setStatusBodySchema = z.object({ isActive: z.boolean() });
/** PATCH /api/accounts/{id}/membership (admin): a plan, or null for none. */
export const setMembershipBodySchema = z.object({ membership: z.enum(['starter', 'accelerator', 'agency', 'test']).nullable() });
export const setAdminBodySchema = z.object({ admin: z.boolean(), userId: z.string().min(1) });
