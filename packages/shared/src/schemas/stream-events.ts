import { z } from 'zod';

/** The `error` event every Server-Sent Events answer ends with when it breaks off: the one error body's inside. */
export const streamErrorEventSchema = z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }) });
export type StreamErrorEvent = z.infer<typeof streamErrorEventSchema>;
