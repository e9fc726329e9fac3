import { BLUEPRINT_PRICE, type BlueprintOrderBody, type Campaign, type Company } from '@persona/shared';
import { firstFileKey, orderSourceIds, type SourceItem } from './source-list';

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newOrderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The chosen company and campaign, when both are (still) in the account's list. */
export function findSelection(companies: readonly Company[], companyId: string, campaignId: string): { company: Company; campaign: Campaign } | null {
  const company = companies.find(({ id }) => id === companyId);
  const campaign = company?.campaignList.find(({ id }) => id === campaignId);
  return company && campaign ? { company, campaign } : null;
}

interface OrderInput {
  accountId: string;
  userId: string;
  company: Company;
  campaign: Campaign;
  product: string;
  context: string;
  /** Step 3's sources: the ready ones go with the order, in the list's order. */
  sources: readonly SourceItem[];
  /** The avatar a refresh replaces the Blueprint of. */
  refreshOf?: string | null;
  id?: string;
}

/**
 * The Blueprint order payload of spec section 3, with the sources' ids (data.sources, uploaded when added) and
 * the first file source's stored key as the spec's single attachment, so every reader of attachment keeps
 * working. The server charges its own price; price is sent as the spec's payload has it.
 * id is made once per submitted order and is the server's idempotency key: sending this same payload again
 * (orderBlueprint does after a failure on the way) can never place or charge a second order.
 */
export function blueprintOrderBody({ accountId, userId, company, campaign, product, context, sources, refreshOf, id = newOrderId() }: OrderInput): BlueprintOrderBody {
  return {
    user: { accountId, userId },
    data: {
      companyName: company.displayName,
      campaignName: campaign.displayName,
      companyId: company.id,
      campaignId: campaign.id,
      product: product.trim(),
      context: context.trim(),
      id,
      attachment: firstFileKey(sources),
      sources: orderSourceIds(sources),
      price: BLUEPRINT_PRICE,
      ...(refreshOf ? { refreshOf } : {}),
    },
  };
}
