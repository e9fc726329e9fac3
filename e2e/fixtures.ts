import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { endpoints, register, signedInSession } from '@persona/shared';
import { e2eCaller } from './support/api';

export interface Credentials {
  email: string;
  password: string;
}

/** What the global setup provides (see e2e/global-setup.ts). */
export function env(name: 'E2E_BASE_URL' | 'E2E_ADMIN_EMAIL' | 'E2E_ADMIN_PASSWORD' | 'E2E_MAIL_DIR' | 'E2E_OIDC_ISSUER' | 'E2E_EMBED_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright.config.ts`);
  return value;
}

export const adminCredentials = (): Credentials => ({ email: env('E2E_ADMIN_EMAIL'), password: env('E2E_ADMIN_PASSWORD') });

let counter = 0;
/** An address no other test uses (tests run in parallel against one portal). */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${process.pid}-${(counter += 1)}@example.com`;

/** Calls endpoints as the portal's own screens would (with its Origin), for the shared registration helpers. */
export const portalCaller = (request: APIRequestContext) => e2eCaller(request, env('E2E_BASE_URL'));

/** Signs in through the API and returns the bearer token. */
export async function apiSignIn(request: APIRequestContext, { email, password }: Credentials): Promise<string> {
  return signedInSession(await portalCaller(request)(endpoints.signInWithEmail, { body: { email, password }, token: null })).token;
}

/** Registers a regular member through the API, as the register screen does; its account starts inactive. */
export async function apiRegister(request: APIRequestContext, prefix = 'member'): Promise<Credentials & { token: string }> {
  const email = uniqueEmail(prefix);
  const password = 'member-password-1';
  const { token } = await register(portalCaller(request), { email, password, name: 'Max', lastname: 'Member', company: 'Member Co' });
  return { email, password, token };
}

/**
 * Puts the token where the portal keeps it (localStorage 'authToken') before the page's first load. Only on
 * the tab's first load: after a Sign Out, a reload stays signed out.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-set')) return;
    sessionStorage.setItem('e2e-token-set', '1');
    localStorage.setItem('authToken', value);
  }, token);
}

interface Fixtures {
  /** A page signed in as the bootstrap admin (active account, Admin Panel). */
  adminPage: Page;
  /** A page signed in as a freshly registered regular member (inactive account). */
  memberPage: Page;
}

interface WorkerFixtures {
  /**
   * One page signed in as the bootstrap admin for all of a worker's tests that only read: it keeps its browser
   * context (and so its cache) between tests, so each of them costs a page load, not a sign-in and a cold start.
   */
  sharedAdminPage: Page;
  /** The same for a visitor (never signed in), in a context of its own. */
  sharedVisitorPage: Page;
}

/** A page in a browser context of its own that lasts as long as the worker. */
async function workerPage(browser: Browser, use: (page: Page) => Promise<void>, prepare?: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL') });
  const page = await context.newPage();
  await prepare?.(page);
  await use(page);
  await context.close();
}

/** Every spec imports `test` from here so that relative page.goto('/x') hits the portal global-setup started. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  // Playwright reads the fixture's dependencies from this (empty) destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(env('E2E_BASE_URL'));
  },
  // The separate `request` context keeps the API sign-in's cookies out of the browser.
  adminPage: async ({ page, request }, use) => {
    await storeToken(page, await apiSignIn(request, adminCredentials()));
    await use(page);
  },
  memberPage: async ({ page, request }, use) => {
    await storeToken(page, (await apiRegister(request)).token);
    await use(page);
  },
  sharedAdminPage: [
    ({ browser }, use) => workerPage(browser, use, async (page) => storeToken(page, await apiSignIn(page.request, adminCredentials()))),
    { scope: 'worker' },
  ],
  sharedVisitorPage: [({ browser }, use) => workerPage(browser, use), { scope: 'worker' }],
});

export { expect };

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The portal's date format (spec section 9: US long format, short weekday, long month). */
export const longDate = (ms: number) => new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' }).format(ms);
export const atPath = (path: string) => (url: URL) => url.pathname === path;

/** The SweetAlert2 dialog: checks its title and text, then closes it with Ok. */
export async function expectAlert(page: Page, text: string | RegExp, title?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (title) await expect(dialog.locator('.swal2-title')).toHaveText(title);
  await expect(dialog.locator('.swal2-html-container')).toHaveText(text);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The 'Oops!' alert of spec section 8 with the given message. */
export const expectOops = (page: Page, text: string) => expectAlert(page, text, 'Oops!');
