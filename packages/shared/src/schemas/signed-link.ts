import { z } from 'zod';

/** The query of an address the API signed: when it stops working (seconds since the epoch), and its signature. */
export const signedLinkQuerySchema = z.object({ expires: z.coerce.number(), signature: z.string().min(1) });
