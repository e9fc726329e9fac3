import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, register } from '@persona/shared';
import { adminCredentials, apiSignIn, portalCaller, uniqueEmail } from '../fixtures';
import { apiOk } from './api';

export { adminCredentials, uniqueEmail };

/** Sets up people through the portal's API (as the screens would), for specs that test something else. */

/** A company (and account) name no other test uses, to find one's own rows in shared lists. */
export const uniqueCompany = (label: string) => `${label} ${uniqueEmail('co').split('@')[0]}`;

let adminSession: Promise<string> | undefined;

/**
 * The site admin's bearer token, signed in once per worker: a sign-in checks a password hash, which costs the shared
 * CPU, and set-ups only call the API with this token, never sign it out.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= apiSignIn(request, adminCredentials()).catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

export interface RegisteredUser {
  email: string;
  password: string;
  token: string;
  userId: string;
  accountId: string;
}

/** Registers a person with their own account (inactive unless `active`), as the register screen does. */
export async function registerViaApi(
  request: APIRequestContext,
  { email = uniqueEmail(), password = 'password-123', company = 'Acme', name = 'Test', lastname = 'User', active = false } = {},
): Promise<RegisteredUser> {
  const { token, identityId, account } = await register(portalCaller(request), { email, password, name, lastname, company });
  if (active) await setAccountActive(request, account.id, true);
  return { email, password, token, userId: identityId, accountId: account.id };
}

export async function setAccountActive(request: APIRequestContext, accountId: string, isActive: boolean): Promise<void> {
  await apiOk(request, endpoints.setAccountStatus, { params: { id: accountId }, body: { isActive }, token: await adminToken(request) });
}

/** Opens the portal already signed in: the token goes where the web app keeps it (localStorage 'authToken'). */
export async function signInPage(page: Page, email: string, password: string): Promise<void> {
  await storeSession(page, await apiSignIn(page.request, { email, password }), email);
}

/**
 * Opens the portal in a session the test already holds (as registerViaApi's): no second sign-in, whose password
 * check costs the shared CPU. Only on the tab's first load: after a Sign Out, a reload stays signed out.
 */
export async function storeSession(page: Page, token: string, email: string): Promise<void> {
  await page.addInitScript(
    ([t, e]) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('authToken', t);
        window.localStorage.setItem('authEmail', e);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [token, email.toLowerCase()] as const,
  );
}

/** A colleague the owner invited, signed up and joined into the owner's account through the API, as the join screen does. */
export async function joinViaApi(
  request: APIRequestContext,
  owner: RegisteredUser,
  { email = uniqueEmail('teammate'), password = 'password-123', name = 'Tess', lastname = 'Teammate' } = {},
): Promise<RegisteredUser> {
  const invitation = await apiOk(request, endpoints.invite, { body: { accountId: owner.accountId, email }, token: owner.token });
  const call = portalCaller(request);
  const identity = await call(endpoints.signUpWithEmail, { body: { email, password, name, lastname }, token: null });
  await call(endpoints.joinAccount, { params: { id: owner.accountId }, body: { userId: identity.user.id, token: invitation.token }, token: identity.token });
  return { email, password, token: identity.token, userId: identity.user.id, accountId: owner.accountId };
}
