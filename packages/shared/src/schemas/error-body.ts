import { z } from 'zod';

/** The one error body every API failure uses. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    /** Written for the person using the portal: shown as it is. */
    message: z.string(),
    /** For a request that failed its schema: where, e.g. `body.credits` (for API clients, not shown). */
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
