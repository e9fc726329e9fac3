import type { APIRequestContext } from '@playwright/test';
import { endpoints, type Order, type PastedSourceBody } from '@persona/shared';
import { apiOk, type UploadFile } from './api';
import { registerViaApi, uniqueCompany, type RegisteredUser } from './api-session';

const CAMPAIGN = 'Spring Launch';
export const PRODUCT = 'Trail running shoes for weekend hikers.';
export const CONTEXT = 'Adults 30 to 50 in the Alps, premium price point.';

export interface OrderingCustomer extends RegisteredUser {
  /** Unique, as is the order's company (which the server writes with capitals). */
  accountName: string;
  order: Order;
}

/** Research for an order: a file, or pasted text with its label. */
export type SourceInput = UploadFile | PastedSourceBody;

/**
 * A member of an active account (1 credit) whose company, named uniquely, has the campaign Spring Launch, and
 * who has ordered a Blueprint for it through the API, with the attachment and the sources given.
 */
export async function customerWithOrder(request: APIRequestContext, label: string, attachment?: UploadFile, sources: SourceInput[] = []): Promise<OrderingCustomer> {
  const accountName = uniqueCompany(label);
  const customer = await registerViaApi(request, { active: true, company: accountName });
  const { token } = customer;
  const companyId = (await apiOk(request, endpoints.createCompany, { body: { accountId: customer.accountId, displayName: accountName }, token })).id;
  const campaignId = (await apiOk(request, endpoints.createCampaign, { body: { companyId, displayName: CAMPAIGN }, token })).id;
  const uploaded = attachment ? await apiOk(request, endpoints.uploadAttachment, { body: attachment, token }) : { attachment: '' };
  const sourceIds: string[] = [];
  for (const source of sources) {
    const added = 'buffer' in source ? await apiOk(request, endpoints.uploadSource, { body: source, token }) : await apiOk(request, endpoints.pasteSource, { body: source, token });
    sourceIds.push(added.id);
  }
  const order = await apiOk(request, endpoints.orderBlueprint, {
    body: {
      user: { accountId: customer.accountId, userId: customer.userId },
      data: { companyId, campaignId, product: PRODUCT, context: CONTEXT, attachment: uploaded.attachment, price: 1, sources: sourceIds },
    },
    token,
  });
  return { ...customer, accountName, order };
}
