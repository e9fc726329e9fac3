import { z } from 'zod';
import { emailSchema } from './email';
import { userSchema } from './accounts';

export const INVITATION_TTL_DAYS = 7;

/** Invitation as the API returns it (spec section 3); timestamp is in milliseconds. */
export const invitationSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  email: z.string(),
  token: z.string(),
  url: z.string(),
  timestamp: z.number().int(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/accounts/invite: the server makes the token, url, timestamp and account name itself. */
export const inviteBodySchema = z.object({ accountId: z.string().min(1), email: emailSchema });
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** PATCH /api/accounts/{id}/users, the join step: the joining identity and its invitation token. */
export const joinBodySchema = z.object({ userId: z.string().min(1), token: z.string().min(1) });
export const joinResponseSchema = userSchema;

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** GET /api/config: public settings the screens need before anyone signs in. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  googleSignIn: z.boolean(),
  /** The embedded pages (/community, /chat); null when not configured. */
  communityUrl: z.string().nullable(),
  chatbotUrl: z.string().nullable(),
  /** The onboarding steps' videos, one per step; null where none is configured. */
  onboardingVideos: z.array(z.string().nullable()),
  /** Origins whose external Blueprint documents may be shown in a frame (others open in a new tab). */
  documentFrameOrigins: z.array(z.string()),
  /** Whether admins can draft a Blueprint with a model (LLM_BASE_URL is set). */
  blueprintDrafts: z.boolean(),
  /** The memberships that may chat with avatars and run panels (CHAT_MEMBERSHIPS). */
  chatMemberships: z.array(z.string()),
  /** How plans are paid: Stripe, the built-in test checkout (no money moves) or not at all. */
  payments: z.enum(['stripe', 'test', 'off']),
});
