import { z } from 'zod';
import { libraryAvatarSchema } from './avatars';

/** The most avatars one page of the library holds. */
export const AVATAR_PAGE_MAX = 200;
export const AVATAR_PAGE_DEFAULT = 48;

/**
 * GET /api/avatars/account/{accountId}/page: one page of the library, newest first, filtered on the server by
 * the filter bar's names (company, campaign within it), favourites and evidence. `cursor` is the previous page's
 * nextCursor (opaque to clients).
 */
export const avatarPageQuerySchema = z.object({
  company: z.string().min(1).max(200).optional(),
  campaign: z.string().min(1).max(200).optional(),
  favorites: z.enum(['true', 'false']).optional(),
  /** Only evidence-backed avatars (isEvidenceBacked: at least EVIDENCE_BACKED_MIN_COVERAGE of their claims supported). */
  evidence: z.enum(['true', 'false']).optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AVATAR_PAGE_MAX).default(AVATAR_PAGE_DEFAULT),
});
export type AvatarPageQuery = z.input<typeof avatarPageQuerySchema>;

export const avatarPageSchema = z.object({
  items: z.array(libraryAvatarSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many avatars match the filters (all pages). */
  total: z.number().int(),
});
export type AvatarPage = z.infer<typeof avatarPageSchema>;

/** GET /api/avatars/account/{accountId}/filters: the filter bar's options, from one small query. */
export const avatarFilterOptionsSchema = z.object({
  /** Every company name of the library with its campaign names, both sorted by name. */
  companies: z.array(z.object({ name: z.string(), campaigns: z.array(z.string()) })),
  anyFavorite: z.boolean(),
  /** Whether any avatar's Blueprint makes claims (the evidence filter is offered only then). */
  anyEvidence: z.boolean(),
  /** How many avatars the library holds. */
  total: z.number().int(),
});
export type AvatarFilterOptions = z.infer<typeof avatarFilterOptionsSchema>;
