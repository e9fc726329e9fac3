import { endpoints, register, signedInSession, type Order } from '@persona/shared';
import { uniqueEmail } from '../fixtures';
import { fetchCaller } from './api';
import { createBootstrapAdmin } from './bootstrap-admin';
import { CONTEXT, PRODUCT } from './order-setup';

/** Sets up people and orders on a portal a spec started itself (startPortal), through its API as the screens would. */

export interface OwnCustomer {
  token: string;
  /** The account's name, as the delivery's success message names it. */
  accountName: string;
  order: Order;
}

/** The bearer token of a fresh sign-in at that portal. */
export const signInAt = async (baseUrl: string, email: string, password: string): Promise<string> =>
  signedInSession(await fetchCaller(baseUrl)(endpoints.signInWithEmail, { body: { email, password }, token: null })).token;

/** The portal's first user, its admin, signed in. */
export async function bootstrapAdminToken(baseUrl: string): Promise<string> {
  const { email, password } = await createBootstrapAdmin(baseUrl);
  return signInAt(baseUrl, email, password);
}

/** A member of a new, activated account who has ordered a Blueprint for the campaign Spring Launch of their company. */
export async function ownCustomerWithOrder(baseUrl: string, adminToken: string, label: string): Promise<OwnCustomer> {
  const call = fetchCaller(baseUrl);
  const accountName = `${label} ${uniqueEmail('co').split('@')[0]}`;
  const { token, identityId, account } = await register(call, { email: uniqueEmail(label.toLowerCase()), password: 'password-123', name: 'Test', lastname: 'User', company: accountName });
  await call(endpoints.setAccountStatus, { params: { id: account.id }, body: { isActive: true }, token: adminToken });
  await call(endpoints.setCredits, { params: { id: account.id }, body: { credits: 1 }, token: adminToken });
  const companyId = (await call(endpoints.createCompany, { body: { accountId: account.id, displayName: accountName }, token })).id;
  const campaignId = (await call(endpoints.createCampaign, { body: { companyId, displayName: 'Spring Launch' }, token })).id;
  const order = await call(endpoints.orderBlueprint, {
    body: { user: { accountId: account.id, userId: identityId }, data: { companyId, campaignId, product: PRODUCT, context: CONTEXT, attachment: '', price: 1 } },
    token,
  });
  return { token, accountName, order };
}
