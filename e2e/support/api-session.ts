import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, env, uniqueEmail } from '../fixtures';

export { adminCredentials, uniqueEmail };

/** Sets up people through the portal's API (as the screens would), for specs that test something else. */

// The Origin a browser sends: better-auth refuses (403) an identity call without it once the context holds a cookie.
const identityHeaders = () => ({ origin: env('E2E_BASE_URL') });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JSON of a successful answer; any other answer fails the test with its status and body. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A company (and account) name no other test uses, to find one's own rows in shared lists. */
export const uniqueCompany = (label: string) => `${label} ${uniqueEmail('co').split('@')[0]}`;

/** The site admin's bearer header, from a fresh sign-in. */
export const adminHeaders = async (request: APIRequestContext) => bearer(await apiSignIn(request, adminCredentials().email, adminCredentials().password));

export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await json<{ token: string }>(await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: identityHeaders() }))).token;
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
  const signUp = await json<{ token: string; user: { id: string } }>(await request.post('/api/auth/sign-up/email', { data: { email, password, name, lastname }, headers: identityHeaders() }));
  const headers = bearer(signUp.token);
  const account = await json<{ id: string }>(await request.post('/api/accounts', { data: { name: company }, headers }));
  await json(await request.post('/api/accounts/user', { data: { id: signUp.user.id, name, lastname, account: account.id, email, company }, headers }));
  if (active) await setAccountActive(request, account.id, true);
  return { email, password, token: signUp.token, userId: signUp.user.id, accountId: account.id };
}

export async function setAccountActive(request: APIRequestContext, accountId: string, isActive: boolean): Promise<void> {
  await json(await request.patch(`/api/accounts/${accountId}/status`, { data: { isActive }, headers: await adminHeaders(request) }));
}

/** Opens the portal already signed in: the token goes where the web app keeps it (localStorage 'authToken'). */
export async function signInPage(page: Page, email: string, password: string): Promise<void> {
  const token = await apiSignIn(page.request, email, password);
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
