import { z } from 'zod';

/** GET /api/admin/counts: the figures on the Admin Panel's tiles. */
export const adminCountsSchema = z.object({
  accounts: z.object({ total: z.number().int(), inactive: z.number().int() }),
  users: z.object({ total: z.number().int(), admins: z.number().int() }),
  /** Orders not yet delivered, and those of them past their expected delivery. */
  orders: z.object({ open: z.number().int(), overdue: z.number().int() }),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;
