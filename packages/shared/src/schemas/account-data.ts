import { z } from 'zod';

/** POST /api/accounts/{id}/close: the account's name, typed by the owner to confirm. */
export const closeAccountBodySchema = z.object({ name: z.string().max(200) });
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** A closed account: when it closed and when its records and files are purged (unless restored before). */
export const accountClosureSchema = z.object({
  id: z.string(),
  name: z.string(),
  closedAt: z.string(),
  purgeAfter: z.string(),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;

/** POST /api/accounts/{id}/export: the archive's short-lived download address (the signature is the proof). */
export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;

export const exportDownloadParamsSchema = z.object({ id: z.string().min(1).max(100), userId: z.string().min(1).max(100) });
