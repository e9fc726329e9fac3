import type { Account, LibraryAvatar } from '@persona/shared';
import { endpoints } from '@persona/shared';
import type { Page } from '@playwright/test';
import { apiOk } from './api';
import { adminToken, registerViaApi, storeSession, type RegisteredUser } from './api-session';
import { ADA_ALPINE } from '../../apps/api/src/features/persona/fidelity/fixtures/e2e-personas';
import { placeOrders, setMembership } from './avatars-setup';

/** An avatar to chat with: a member of a new, active account, and one avatar delivered with this Blueprint. */
export const HIKER = ADA_ALPINE;

export interface ChatSetup {
  user: RegisteredUser;
  avatar: LibraryAvatar;
}

/** The member and the delivered avatar, the account on this membership; then signed in on the page. */
export async function signedInChat(page: Page, { membership = 'test' as Account['membership'] } = {}): Promise<ChatSetup> {
  const { request } = page;
  const user = await registerViaApi(request, { active: true, name: 'Lena' });
  const [order] = await placeOrders(request, user, [HIKER]);
  const { name, age, gender, occupation, sections } = HIKER;
  const body = { name, age, gender, occupation, sections };
  const avatar = await apiOk(request, endpoints.deliverOrder, { params: { id: order!.id }, body, token: await adminToken(request) });
  if (membership) await setMembership(request, user.accountId, membership);
  await storeSession(page, user.token, user.email);
  return { user, avatar };
}
