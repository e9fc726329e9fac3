import type { Account, LibraryAvatar, SectionsInput } from '@persona/shared';
import { endpoints } from '@persona/shared';
import type { Page } from '@playwright/test';
import { apiOk } from './api';
import { adminToken, registerViaApi, storeSession, type RegisteredUser } from './api-session';
import { placeOrders, setMembership, type Persona } from './avatars-setup';

/** An avatar to chat with: a member of a new, active account, and one avatar delivered with this Blueprint. */

export const HIKER: Persona = { name: 'Ada Alpine', company: 'Acme', campaign: 'Spring Launch', occupation: 'mountain guide' };

/** A Blueprint the offline responder answers from: each section speaks of one subject. */
export const HIKER_SECTIONS: SectionsInput = {
  'at-a-glance': 'Ada is a mountain guide who hikes every weekend in the Alps.',
  goals: 'She wants lighter trail shoes that keep her feet dry on long hikes.',
  pains: 'Heavy boots give her blisters after a few hours on rocky trails.',
  quotes: '> "If my feet are wet by noon, the shoe failed."',
};

export interface ChatSetup {
  user: RegisteredUser;
  avatar: LibraryAvatar;
}

/** The member and the delivered avatar, the account on this membership; then signed in on the page. */
export async function signedInChat(page: Page, { membership = 'test' as Account['membership'] } = {}): Promise<ChatSetup> {
  const { request } = page;
  const user = await registerViaApi(request, { active: true, name: 'Lena' });
  const [order] = await placeOrders(request, user, [HIKER]);
  const body = { name: HIKER.name, age: 38, gender: 'female', occupation: HIKER.occupation!, sections: HIKER_SECTIONS };
  const avatar = await apiOk(request, endpoints.deliverOrder, { params: { id: order!.id }, body, token: await adminToken(request) });
  if (membership) await setMembership(request, user.accountId, membership);
  await storeSession(page, user.token, user.email);
  return { user, avatar };
}
