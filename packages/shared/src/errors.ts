import { z } from 'zod';

/** Error codes of the API, each with the one HTTP status it maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
