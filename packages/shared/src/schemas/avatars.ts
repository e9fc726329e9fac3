import { z } from 'zod';
import { AVATAR_NAME_MAX_LENGTH, nameTooLong } from '../constants';
import { MESSAGES } from '../messages';
import { sectionClaimsInputSchema, sectionsInputSchema } from './blueprints';
import { orderSourceSchema } from './evidence';

/** Supported claims of all claims of a version-2 Blueprint; null for a version-1 Blueprint or an external document. */
const evidenceCoverageSchema = z.object({ supported: z.number().int(), total: z.number().int() }).nullable();

/** A library card (spec section 3): ids, document address and the data object; img is a ready address. */
export const libraryAvatarSchema = z.object({
  id: z.string(),
  docId: z.string().nullable(),
  docUrl: z.string(),
  data: z.object({
    name: z.string(),
    img: z.string(),
    age: z.number().int(),
    gender: z.string(),
    occupation: z.string(),
    companyName: z.string(),
    campaignName: z.string(),
    companyId: z.string().nullable(),
    campaignId: z.string().nullable(),
    favorite: z.boolean(),
  }),
  /** Supported claims of all claims of a version-2 Blueprint; null for a version-1 Blueprint or an external document. */
  evidence: evidenceCoverageSchema,
});
export type LibraryAvatar = z.infer<typeof libraryAvatarSchema>;

/** GET /api/avatars/{id}: a list whose first item is the snapshot (spec section 7). */
export const avatarSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.string(),
  favorite: z.boolean(),
  age: z.number().int(),
  img: z.string(),
  occupation: z.string(),
  data: z.object({ docUrl: z.string(), companyName: z.string(), companyId: z.string().nullable(), campaignName: z.string(), campaignId: z.string().nullable() }),
  user: z.object({ accountID: z.string(), userId: z.string().nullable() }),
  /** The Blueprint's evidence coverage, as on the library card. */
  evidence: evidenceCoverageSchema,
});
export type AvatarSnapshot = z.infer<typeof avatarSnapshotSchema>;

export const favoriteBodySchema = z.object({ favorite: z.boolean() });
export const avatarNameBodySchema = z.object({ name: z.string().trim().min(1, MESSAGES.avatarNameRequired).max(AVATAR_NAME_MAX_LENGTH, nameTooLong(AVATAR_NAME_MAX_LENGTH)) });

/** An open order as the admin's delivery list shows it, with its brief. */
export const openOrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  orderedBy: z.string(),
  company: z.string(),
  campaign: z.string(),
  product: z.string(),
  context: z.string(),
  attachment: z.string(),
  /** The research the order carries (its passages: GET /api/admin/orders/{id}/evidence). */
  sources: z.array(orderSourceSchema),
  /** The avatar a refresh replaces the Blueprint of, with its persona (the delivery form starts from it); null otherwise. */
  refreshOf: z.object({ id: z.string(), name: z.string(), age: z.number().int(), gender: z.string(), occupation: z.string() }).nullable(),
  status: z.string(),
  ordered: z.number().int(),
  expectedDelivery: z.number().int(),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

export const ORDER_STATUSES = ['pending', 'in progress', 'complete'] as const;
export const orderStatusBodySchema = z.object({ status: z.enum(['pending', 'in progress']) });
export type OpenOrderStatus = z.infer<typeof orderStatusBodySchema>['status'];

export const PERSONA_MIN_AGE = 13;
export const PERSONA_MAX_AGE = 120;
export const GENDER_MAX_LENGTH = 50;
export const OCCUPATION_MAX_LENGTH = 120;
const AGE_MESSAGE = `The age must be a whole number from ${PERSONA_MIN_AGE} to ${PERSONA_MAX_AGE}.`;

/** POST /api/admin/orders/{id}/deliver: the persona, an optional uploaded portrait, and a document or an address. */
export const deliverBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Please type the persona’s name.').max(AVATAR_NAME_MAX_LENGTH, nameTooLong(AVATAR_NAME_MAX_LENGTH)),
    age: z.number({ error: AGE_MESSAGE }).int(AGE_MESSAGE).min(PERSONA_MIN_AGE, AGE_MESSAGE).max(PERSONA_MAX_AGE, AGE_MESSAGE),
    gender: z.string().trim().min(1, 'Please type the persona’s gender.').max(GENDER_MAX_LENGTH, `The gender can have at most ${GENDER_MAX_LENGTH} characters.`),
    occupation: z.string().trim().min(1, 'Please type the persona’s occupation.').max(OCCUPATION_MAX_LENGTH, `The occupation can have at most ${OCCUPATION_MAX_LENGTH} characters.`),
    img: z.string().regex(/^[0-9a-f-]{36}$/, 'Upload the portrait first.').or(z.literal('')).default(''),
    sections: sectionsInputSchema.default({}),
    /**
     * Claims by section, each citing passages of this order's sources: given, the Blueprint is version 2 (and
     * `sections` must be empty). The server marks each claim's support; an unsupported one must be an assumption.
     */
    claims: sectionClaimsInputSchema.optional(),
    externalUrl: z.url('Please type the full address of the document (https://…).').startsWith('https://', 'The document address must start with https://').nullable().default(null),
    /** The model that drafted the Blueprint (the draft's `model`), when the admin started from a draft. */
    draftedBy: z.string().trim().min(1).max(200).nullable().default(null),
  })
  .refine((body) => body.externalUrl !== null || Object.values(body.sections).some((s) => s && s.trim() !== '') || Object.values(body.claims ?? {}).some((c) => c && c.length > 0), {
    message: 'Write at least one section of the Blueprint, or give the address of an external document.',
    path: ['sections'],
  });
export type DeliverBody = z.input<typeof deliverBodySchema>;
export const portraitUploadResponseSchema = z.object({ img: z.string() });
/** POST /api/admin/portraits takes one JPEG of at most this size. */
export const PORTRAIT_MAX_BYTES = 5 * 1024 * 1024;
/** POST /api/admin/portraits refuses an image of more pixels than this (width × height), before decoding it. */
export const PORTRAIT_MAX_PIXELS = 40_000_000;
/** Why a portrait is refused, in the same words on the server and in the delivery form. */
export const PORTRAIT_MESSAGES = {
  notJpeg: 'The portrait must be a JPEG image.',
  tooLarge: 'Portraits can be at most 5 MB.',
  unreadable: 'The portrait could not be read: the file is damaged or incomplete. Save it again as a JPEG and upload it once more.',
  tooManyPixels: (width: number, height: number) =>
    `The portrait is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; portraits can be at most ${PORTRAIT_MAX_PIXELS / 1_000_000} megapixels.`,
} as const;
