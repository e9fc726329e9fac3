import { endpoints, type LibraryAvatar, type Panel } from '@persona/shared';
import type { Page } from '@playwright/test';
import { E2E_PERSONAS } from '../../apps/api/src/features/persona/fidelity/fixtures/e2e-personas';
import { apiCall, apiOk } from './api';
import { storeSession } from './api-session';
import { createLibrary, placeOrders } from './avatars-setup';

export interface PhoneAccount {
  avatars: LibraryAvatar[];
  panel: Panel;
}

/**
 * A 'test' member whose screens hold something of everything that can get wide: three delivered avatars, an
 * order still in progress, a question panel that has run (answers and summary) and a chat thread with an answer.
 * Then signed in on the page.
 */
export async function signedInPhoneAccount(page: Page): Promise<PhoneAccount> {
  const { request } = page;
  const { user, avatars } = await createLibrary(request, E2E_PERSONAS, { membership: 'test' });
  const { token, accountId } = user;
  await placeOrders(request, user, [{ name: 'Pending Person', company: 'Northwind Trading International', campaign: 'Autumn launch in the Alps' }]);

  const avatarIds = avatars.map(({ id }) => id);
  const draft = await apiOk(request, endpoints.createPanel, { body: { accountId, kind: 'question', avatarIds, prompt: 'Would you pay $49/month for it? Why or why not?' }, token });
  // The run answers as a stream; Playwright reads it to its end, when the panel is saved with its summary.
  await apiCall(request, endpoints.runPanel, { params: { id: draft.id }, token });
  const panel = await apiOk(request, endpoints.getPanel, { params: { id: draft.id }, token });

  const thread = await apiOk(request, endpoints.newThread, { body: { accountId, avatarId: avatarIds[0]! }, token });
  await apiCall(request, endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'What keeps your feet dry on a long hike in the rain?' }, token });

  await storeSession(page, token, user.email);
  return { avatars, panel };
}
