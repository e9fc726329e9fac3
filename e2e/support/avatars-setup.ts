import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, type Account, type LibraryAvatar, type Order } from '@persona/shared';
import { apiOk } from './api';
import { adminToken, registerViaApi, storeSession, type RegisteredUser } from './api-session';

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
  const { token } = user;
  const ids: CampaignIds = new Map();
  for (const { company, campaign } of personas) {
    if (!ids.has(company)) {
      const { id } = await apiOk(request, endpoints.createCompany, { body: { accountId: user.accountId, displayName: company }, token });
      ids.set(company, { companyId: id, campaigns: new Map() });
    }
    const entry = ids.get(company)!;
    if (!entry.campaigns.has(campaign)) {
      const { id } = await apiOk(request, endpoints.createCampaign, { body: { companyId: entry.companyId, displayName: campaign }, token });
      entry.campaigns.set(campaign, id);
    }
  }
  return ids;
}

/** Places Blueprint orders as the member (the account gets the credits first); none of them delivered. */
export async function placeOrders(request: APIRequestContext, user: RegisteredUser, personas: readonly Persona[]): Promise<Order[]> {
  await apiOk(request, endpoints.setCredits, { params: { id: user.accountId }, body: { credits: personas.length }, token: await adminToken(request) });
  const ids = await createCompanies(request, user, personas);
  const orders: Order[] = [];
  for (const { company, campaign } of personas) {
    const { companyId, campaigns } = ids.get(company)!;
    const data = { companyId, campaignId: campaigns.get(campaign)!, product: 'Trail shoes.', context: 'Weekend hikers.', attachment: '', price: 1 };
    const owner = { accountId: user.accountId, userId: user.userId };
    orders.push(await apiOk(request, endpoints.orderBlueprint, { body: { user: owner, data }, token: user.token }));
  }
  return orders;
}

/** The admin delivers the order as this persona, with a Blueprint written in the portal (its own document page). */
export async function deliverAvatar(request: APIRequestContext, orderId: string, persona: Persona): Promise<LibraryAvatar> {
  const { name, age = 35, gender = 'female', occupation = 'engineer' } = persona;
  const sections = { 'at-a-glance': `${name} buys gear for weekend hikes.`, goals: 'Lighter shoes.' };
  const body = { name, age, gender, occupation, sections };
  return apiOk(request, endpoints.deliverOrder, { params: { id: orderId }, body, token: await adminToken(request) });
}

export async function setMembership(request: APIRequestContext, accountId: string, membership: Membership): Promise<void> {
  await apiOk(request, endpoints.setMembership, { params: { id: accountId }, body: { membership }, token: await adminToken(request) });
}

export interface Library {
  user: RegisteredUser;
  /** The delivered avatars, in the order of the personas given. */
  avatars: LibraryAvatar[];
}

/** A member of a new, active account (named `company`) whose library holds one delivered avatar per persona. */
export async function createLibrary(
  request: APIRequestContext,
  personas: readonly Persona[],
  { membership = null as Membership, company = undefined as string | undefined } = {},
): Promise<Library> {
  const user = await registerViaApi(request, { active: true, name: 'Lena', ...(company ? { company } : {}) });
  const orders = await placeOrders(request, user, personas);
  const avatars: LibraryAvatar[] = [];
  for (const [index, order] of orders.entries()) avatars.push(await deliverAvatar(request, order.id, personas[index]!));
  if (membership) await setMembership(request, user.accountId, membership);
  return { user, avatars };
}

/** createLibrary, then signed in on the page (which still has to go somewhere); the session reads membership once. */
export async function signedInLibrary(page: Page, personas: readonly Persona[], options: { membership?: Membership } = {}): Promise<Library> {
  const library = await createLibrary(page.request, personas, options);
  await storeSession(page, library.user.token, library.user.email);
  return library;
}
