import { z } from 'zod';
import { CONTEXT_MAX_LENGTH, ORDER_ID_MAX_LENGTH, PRODUCT_MAX_LENGTH } from '../constants';
import { SOURCE_FILE_MESSAGES } from '../source-files';
import { SOURCES_PER_ORDER_MAX } from '../evidence-limits';
import { orderSourceSchema } from './evidence';

/** Blueprint order payload (spec section 3). The server ignores price and names: it decides them itself. */
export const blueprintOrderBodySchema = z.object({
  user: z.object({ accountId: z.string().min(1), userId: z.string().min(1) }),
  data: z.object({
    companyId: z.string().min(1, 'Please choose a company.'),
    campaignId: z.string().min(1, 'Please choose a campaign.'),
    companyName: z.string().optional(),
    campaignName: z.string().optional(),
    product: z.string().trim().min(1, 'Please describe the product.').max(PRODUCT_MAX_LENGTH, `The product description can have at most ${PRODUCT_MAX_LENGTH} characters.`),
    context: z.string().max(CONTEXT_MAX_LENGTH, `The context can have at most ${CONTEXT_MAX_LENGTH} characters.`).default(''),
    attachment: z.string().max(1024).default(''),
    /**
     * The ids of sources uploaded or pasted for this order (POST /api/orders/sources, …/sources/text), in the
     * order given; the first file's key also fills `attachment` (the spec's single attachment field).
     */
    sources: z
      .array(z.string().min(1).max(100))
      .max(SOURCES_PER_ORDER_MAX, SOURCE_FILE_MESSAGES.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, 'Each source can be listed once in an order.')
      .default([]),
    /**
     * A refresh: the id of a delivered avatar of the account, whose company and campaign these must be. Its
     * delivery replaces that avatar's Blueprint instead of adding an avatar; at least one source is required.
     */
    refreshOf: z.string().min(1).max(100).optional(),
    /**
     * The client's id of this order, its idempotency key: sent again with the same content (a retry after a lost
     * answer), the first answer comes back and nothing is charged twice; with other content, IDEMPOTENCY_KEY_REUSED.
     */
    id: z.string().max(ORDER_ID_MAX_LENGTH, `The order id can have at most ${ORDER_ID_MAX_LENGTH} characters.`).optional(),
    price: z.number().optional(),
  }),
});
export type BlueprintOrderBody = z.input<typeof blueprintOrderBodySchema>;

/** Order as the Orders table shows it; times in ms. */
export const orderSchema = z.object({
  id: z.string(),
  company: z.string(),
  campaign: z.string(),
  ordered: z.number().int(),
  expectedDelivery: z.number().int(),
  delivered: z.number().int().nullable(),
  status: z.string(),
  docId: z.string().nullable(),
  price: z.number().int(),
  /** The research the order carries, in the order given; removable while the order is pending. */
  sources: z.array(orderSourceSchema),
  /** The avatar this order refreshes (its Blueprint is replaced on delivery), or null for a new avatar. */
  refreshOf: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const attachmentUploadResponseSchema = z.object({ attachment: z.string(), name: z.string() });
export const signedUrlQuerySchema = z.object({ key: z.string().min(1).max(1024) });
export const signedUrlResponseSchema = z.object({ url: z.string() });
