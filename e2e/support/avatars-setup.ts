import type { APIRequestContext, Page } from '@playwright/test';
import type { Account, LibraryAvatar, Order } from '@persona/shared';
import { adminHeaders, bearer, json, registerViaApi, signInPage, type RegisteredUser } from './api-session';

/** Builds an account's Avatar Library through the API: orders placed by the member, delivered by the admin. */

type Membership = Account['membership'];

export interface Persona {
  name: string;
  company: string;
  campaign: string;
  age?: number;
  gender?: string;
  occupation?: string;
}

/** Where each campaign of each company ended up: ids by company name, then by campaign name. */
type CampaignIds = Map<string, { companyId: string; campaigns: Map<string, string> }>;

async function createCompanies(request: APIRequestContext, user: RegisteredUser, personas: readonly Persona[]): Promise<CampaignIds> {
  const headers = bearer(user.token);
  const ids: CampaignIds = new Map();
  for (const { company, campaign } of personas) {
    if (!ids.has(company)) {
      const { id } = await json<{ id: string }>(await request.post('/api/companies', { data: { accountId: user.accountId, displayName: company }, headers }));
      ids.set(company, { companyId: id, campaigns: new Map() });
    }
    const entry = ids.get(company)!;
    if (!entry.campaigns.has(campaign)) {
      const { id } = await json<{ id: string }>(await request.post('/api/companies/campaigns', { data: { companyId: entry.companyId, displayName: campaign }, headers }));
      entry.campaigns.set(campaign, id);
    }
  }
  return ids;
}

/** Places Blueprint orders as the member (the account gets the credits first); none of them delivered. */
export async function placeOrders(request: APIRequestContext, user: RegisteredUser, personas: readonly Persona[]): Promise<Order[]> {
  await json(await request.patch(`/api/accounts/${user.accountId}/set_credits`, { data: { credits: personas.length }, headers: await adminHeaders(request) }));
  const ids = await createCompanies(request, user, personas);
  const orders: Order[] = [];
  for (const { company, campaign } of personas) {
    const { companyId, campaigns } = ids.get(company)!;
    const data = { companyId, campaignId: campaigns.get(campaign), product: 'Trail shoes.', context: 'Weekend hikers.', attachment: '', price: 1 };
    const owner = { accountId: user.accountId, userId: user.userId };
    orders.push(await json<Order>(await request.post('/api/orders/blueprint', { data: { user: owner, data }, headers: bearer(user.token) })));
  }
  return orders;
}

/** The admin delivers the order as this persona, with a Blueprint written in the portal (its own document page). */
export async function deliverAvatar(request: APIRequestContext, orderId: string, persona: Persona): Promise<LibraryAvatar> {
  const { name, age = 35, gender = 'female', occupation = 'engineer' } = persona;
  const sections = { 'at-a-glance': `${name} buys gear for weekend hikes.`, goals: 'Lighter shoes.' };
  return json<LibraryAvatar>(await request.post(`/api/admin/orders/${orderId}/deliver`, { data: { name, age, gender, occupation, sections }, headers: await adminHeaders(request) }));
}

export async function setMembership(request: APIRequestContext, accountId: string, membership: Membership): Promise<void> {
  await json(await request.patch(`/api/accounts/${accountId}/membership`, { data: { membership }, headers: await adminHeaders(request) }));
}

export interface Library {
  user: RegisteredUser;
  /** The delivered avatars, in the order of the personas given. */
  avatars: LibraryAvatar[];
}

/** A member of a new, active account whose library holds one delivered avatar per persona. */
export async function createLibrary(request: APIRequestContext, personas: readonly Persona[], { membership = null as Membership } = {}): Promise<Library> {
  const user = await registerViaApi(request, { active: true, name: 'Lena' });
  const orders = await placeOrders(request, user, personas);
  const avatars: LibraryAvatar[] = [];
  for (const [index, order] of orders.entries()) avatars.push(await deliverAvatar(request, order.id, personas[index]!));
  if (membership) await setMembership(request, user.accountId, membership);
  return { user, avatars };
}

/** createLibrary, then signed in on the page (which still has to go somewhere); the session reads membership once. */
export async function signedInLibrary(page: Page, personas: readonly Persona[], options: { membership?: Membership } = {}): Promise<Library> {
  const library = await createLibrary(page.request, personas, options);
  await signInPage(page, library.user.email, library.user.password);
  return library;
}
