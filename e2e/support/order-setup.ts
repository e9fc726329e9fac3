import type { APIRequestContext } from '@playwright/test';
import type { Order } from '@persona/shared';
import { bearer, json, registerViaApi, uniqueCompany, type RegisteredUser } from './api-session';

const CAMPAIGN = 'Spring Launch';
export const PRODUCT = 'Trail running shoes for weekend hikers.';
export const CONTEXT = 'Adults 30 to 50 in the Alps, premium price point.';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface OrderingCustomer extends RegisteredUser {
  /** Unique, as is the order's company (which the server writes with capitals). */
  accountName: string;
  order: Order;
}

/**
 * A member of an active account (1 credit) whose company, named uniquely, has the campaign Spring Launch, and
 * who has ordered a Blueprint for it through the API, with the attachment if one is given.
 */
export async function customerWithOrder(request: APIRequestContext, label: string, attachment?: FilePayload): Promise<OrderingCustomer> {
  const accountName = uniqueCompany(label);
  const customer = await registerViaApi(request, { active: true, company: accountName });
  const headers = bearer(customer.token);
  const post = async <T>(path: string, data: unknown) => json<T>(await request.post(path, { data, headers }));
  const companyId = (await post<{ id: string }>('/api/companies', { accountId: customer.accountId, displayName: accountName })).id;
  const campaignId = (await post<{ id: string }>('/api/companies/campaigns', { companyId, displayName: CAMPAIGN })).id;
  const uploaded = attachment
    ? await json<{ attachment: string }>(await request.post('/api/orders/attachments', { multipart: { file: attachment }, headers }))
    : { attachment: '' };
  const order = await post<Order>('/api/orders/blueprint', {
    user: { accountId: customer.accountId, userId: customer.userId },
    data: { companyId, campaignId, product: PRODUCT, context: CONTEXT, attachment: uploaded.attachment, price: 1 },
  });
  return { ...customer, accountName, order };
}
