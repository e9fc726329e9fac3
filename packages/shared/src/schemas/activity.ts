import { z } from 'zod';
import { ACTIVITY_ACTIONS } from '../activity';
import { ACTIVITY_GROUP_NAMES } from '../activity-groups';

export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 50;

const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

/**
 * GET /api/accounts/{id}/activity (and the admin's GET /api/admin/activity): one page of the log, newest first.
 * `actions` is a comma-separated list of actions, `group` a filter group (both given: an entry must match both),
 * `actor` a user id, `from` (inclusive) and `to` (exclusive) epoch milliseconds; `cursor` the previous page's
 * nextCursor.
 */
export const activityQuerySchema = z.object({
  actions: z
    .string()
    .max(1000)
    .transform((text) => text.split(','))
    .pipe(z.array(z.enum(ACTIVITY_ACTIONS, { message: 'Unknown activity action.' })).min(1))
    .optional(),
  group: z.enum(ACTIVITY_GROUP_NAMES).optional(),
  actor: z.string().min(1).max(100).optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** The admin's log of every account: the same filters, and one account if given. */
export const adminActivityQuerySchema = activityQuerySchema.extend({ account: z.string().min(1).max(100).optional() });
export type AdminActivityQuery = z.input<typeof adminActivityQuerySchema>;

/** One entry: who (a member, a site admin, or the portal: null id and name) did what, to what, when (ms). */
export const activityEntrySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The account's name (the admin's log spans accounts). */
  accountName: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.enum(['member', 'admin', 'portal']) }),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.number().int(),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
