import type {
  APIRequestContext,
  Browser,
  Fixtures,
  Locator,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';
import { capitalizeWords, endpoints, LOCAL_KEYS, MESSAGES, type LibraryAvatar, type Order } from '@persona/shared';
import { E2E_PERSONAS } from '../../apps/api/src/features/persona/fidelity/fixtures/e2e-personas';
import { TOTP } from 'otpauth';
import { env, portalCaller, storeToken } from '../fixtures';
import { apiCall, apiOk } from './api';
import { adminToken, joinViaApi, registerViaApi, uniqueCompany, type RegisteredUser } from './api-session';
import { placeOrders, setMembership, type Persona } from './avatars-setup';

/**
 * Every screen of the router (apps/web/src/app/router.tsx) with a concrete path, who opens it and what says it has
 * loaded, over one set of data made through the API once per worker: for passes that walk all screens (axe, phone).
 */

/**
 * Who opens a screen: a visitor (never signed in), a member of an inactive account, the member (who owns their
 * account), a teammate in the member's account (who does not own it), the site admin.
 */
export type ScreenRole = 'visitor' | 'inactive' | 'member' | 'teammate' | 'admin';

export const SCREEN_ROLES: readonly ScreenRole[] = ['visitor', 'inactive', 'member', 'teammate', 'admin'];

export interface ScreenData {
  /**
   * The owner of an active account on the 'test' membership (chat and panels open), with a plan paid through the
   * test checkout (its status, invoice and Manage), a teammate and a pending invitation (the owner's actions on each),
   * and two-factor sign-in on (its token is the session that turning it on gave).
   */
  member: RegisteredUser;
  /** Tess Teammate, who joined the member's account: Leave instead of the owner's actions, no activity, no Manage. */
  teammate: RegisteredUser;
  /** A member of an account not activated yet. */
  inactive: RegisteredUser;
  adminToken: string;
  /** Delivered, in the order of E2E_PERSONAS. */
  avatars: LibraryAvatar[];
  /** Orders of the member still open: one in progress, one pending. */
  openOrders: { inProgress: Order; pending: Order };
  panelId: string;
  /** A thread of the member's with the first avatar, its question answered. */
  threadId: string;
  companyId: string;
  /** An open test checkout of the member's. */
  checkoutId: string;
  /** The path of a valid invitation to the member's account. */
  invitePath: string;
  /** An account its owner closed: the admin's list of closed accounts shows it. */
  closedAccount: string;
}

export interface Screen {
  /** Unique, for messages: the path, or the path and the state. */
  name: string;
  path: string;
  role: ScreenRole;
  /** Visible once the screen has loaded. */
  ready: (page: Page) => Locator;
  /** Brings the screen into a state that is not its own route (e.g. Sign Up on the login screen), after `ready`. */
  open?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp, level = 1) => (page: Page) => page.getByRole('heading', { level, name, exact: typeof name === 'string' });

/** Five orders as the member: three delivered (the persona Blueprints chat and panels use), one in progress, one pending. */
async function ordersAndAvatars(request: APIRequestContext, member: RegisteredUser) {
  const pendingPersonas: Persona[] = [
    { name: 'Open One', company: 'Acme', campaign: 'Autumn Push' },
    { name: 'Open Two', company: 'Northwind Traders', campaign: 'Winter Sale' },
  ];
  const orders = await placeOrders(request, member, [...E2E_PERSONAS, ...pendingPersonas]);
  const avatars: LibraryAvatar[] = [];
  for (const [index, persona] of E2E_PERSONAS.entries()) {
    const { name, age, gender, occupation, sections } = persona;
    avatars.push(
      await apiOk(request, endpoints.deliverOrder, { params: { id: orders[index]!.id }, body: { name, age, gender, occupation, sections }, token: await adminToken(request) }),
    );
  }
  const [inProgress, pending] = orders.slice(E2E_PERSONAS.length) as [Order, Order];
  await apiOk(request, endpoints.setOrderStatus, { params: { id: inProgress.id }, body: { status: 'in progress' }, token: await adminToken(request) });
  return { avatars, openOrders: { inProgress, pending } };
}

/** A saved question panel of the three avatars, run to the end (the offline responder answers at once). */
async function savedPanel(request: APIRequestContext, member: RegisteredUser, avatars: LibraryAvatar[]): Promise<string> {
  const body = { accountId: member.accountId, kind: 'question' as const, avatarIds: avatars.map(({ id }) => id), prompt: 'Would you pay more for lighter trail shoes?', title: 'Trail shoe price' };
  const panel = await apiOk(request, endpoints.createPanel, { body, token: member.token });
  const run = await apiCall(request, endpoints.runPanel, { params: { id: panel.id }, token: member.token, headers: { accept: 'text/event-stream' } });
  await run.body(); // the stream ends once the panel is done
  return panel.id;
}

async function chatThread(request: APIRequestContext, member: RegisteredUser, avatar: LibraryAvatar): Promise<string> {
  const thread = await apiOk(request, endpoints.newThread, { body: { accountId: member.accountId, avatarId: avatar.id }, token: member.token });
  await apiOk(request, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'What do you want from your trail shoes?' }, token: member.token });
  return thread.id;
}

/** A plan bought through the test checkout (the test driver's payment: an invoice, a renewal date, Manage). */
async function paidPlan(request: APIRequestContext, member: RegisteredUser, productId: string): Promise<void> {
  const { url } = await apiOk(request, endpoints.createCheckout, { body: { accountId: member.accountId, productId }, token: member.token });
  await apiOk(request, endpoints.payTestCheckout, { params: { id: url.split('/').pop()! }, token: member.token });
}

/** Two-factor sign-in turned on (the secret's first code confirms it): the session token that gives the member. */
async function twoFactorOn(request: APIRequestContext, member: RegisteredUser): Promise<string> {
  const call = portalCaller(request);
  const { totpURI } = await call(endpoints.enableTwoFactor, { body: { password: member.password }, token: member.token });
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const code = new TOTP({ secret, issuer: 'Persona Portal' }).generate();
  return (await call(endpoints.confirmTwoFactor, { body: { code }, token: member.token })).token;
}

/** An account closed by its owner, by name. */
async function closedAccount(request: APIRequestContext): Promise<string> {
  const name = uniqueCompany('Closed');
  const owner = await registerViaApi(request, { active: true, company: name });
  await apiOk(request, endpoints.closeAccount, { params: { id: owner.accountId }, body: { name }, token: owner.token });
  return name;
}

async function createScreenData(request: APIRequestContext): Promise<ScreenData> {
  const member = await registerViaApi(request, { active: true, name: 'Lena', lastname: 'Walker', company: 'Screens Co' });
  const inactive = await registerViaApi(request, { name: 'Ian', lastname: 'Inactive', company: 'Waiting Co' });
  const { avatars, openOrders } = await ordersAndAvatars(request, member);
  await setMembership(request, member.accountId, 'test');
  const companies = await apiOk(request, endpoints.listCompanies, { params: { accountId: member.accountId }, token: member.token });
  const [panelId, threadId] = await Promise.all([savedPanel(request, member, avatars), chatThread(request, member, avatars[0]!)]);
  const { url } = await apiOk(request, endpoints.createCheckout, { body: { accountId: member.accountId, productId: 'studio' }, token: member.token });
  await paidPlan(request, member, 'accelerator');
  const invitation = await apiOk(request, endpoints.invite, { body: { accountId: member.accountId, email: `screens-${Date.now()}-${process.pid}@example.com` }, token: member.token });
  const teammate = await joinViaApi(request, member);
  return {
    member: { ...member, token: await twoFactorOn(request, member) },
    teammate,
    inactive,
    adminToken: await adminToken(request),
    avatars,
    openOrders,
    panelId,
    threadId,
    companyId: companies[0]!.id,
    checkoutId: url.split('/').pop()!,
    invitePath: new URL(invitation.url).pathname,
    closedAccount: await closedAccount(request),
  };
}

/** Every route of the router, opened by each role that sees something of its own there. */
export function allScreens(data: ScreenData): Screen[] {
  const avatar = data.avatars[0]!;
  const visitor: Screen[] = [
    { name: '/ (login)', path: '/', role: 'visitor', ready: heading('Welcome') },
    {
      name: '/ (register)',
      path: '/',
      role: 'visitor',
      ready: heading('Welcome'),
      open: async (page) => {
        await page.getByRole('button', { name: 'Need an account? Sign Up' }).click();
        await page.getByRole('button', { name: 'Already have an account? Log In' }).waitFor();
      },
    },
    { name: '/reset', path: '/reset', role: 'visitor', ready: heading('Reset Password') },
    { name: '/sign-in/link', path: '/sign-in/link', role: 'visitor', ready: heading(/sign in/i) },
    { name: '/invite (valid)', path: data.invitePath, role: 'visitor', ready: heading(/^Join /) },
    { name: '/invite (invalid)', path: '/invite/no-such-account/no-such-token', role: 'visitor', ready: heading('Join') },
    { name: '/privacy-policy (visitor)', path: '/privacy-policy', role: 'visitor', ready: heading('Privacy Policy') },
    { name: '/404 (visitor)', path: '/no/such/page', role: 'visitor', ready: heading('This route was not found') },
    { name: '/orders (visitor gets login)', path: '/orders', role: 'visitor', ready: heading('Welcome') },
    { name: '/ (inactive account)', path: '/', role: 'inactive', ready: (page) => page.getByText(MESSAGES.notActivated) },
  ];
  const member: Screen[] = [
    { name: '/', path: '/', role: 'member', ready: heading('Avatar Library') },
    { name: '/avatarDetail', path: `/avatarDetail/${avatar.id}`, role: 'member', ready: heading(/./) },
    { name: '/onboarding', path: '/onboarding', role: 'member', ready: heading('Onboarding') },
    { name: '/create', path: '/create', role: 'member', ready: heading('Create') },
    { name: '/create?refresh', path: `/create?refresh=${avatar.id}`, role: 'member', ready: heading('Create') },
    { name: '/orders', path: '/orders', role: 'member', ready: heading(/Orders/) },
    { name: '/activity', path: '/activity', role: 'member', ready: (page) => page.getByRole('list', { name: 'Activity, newest first' }) },
    { name: '/community', path: '/community', role: 'member', ready: heading('Community') },
    { name: '/prompts', path: '/prompts', role: 'member', ready: heading('Prompt Library') },
    { name: '/chat', path: '/chat', role: 'member', ready: heading('Chat') },
    { name: '/chat/avatar', path: `/chat/avatar/${avatar.id}`, role: 'member', ready: heading('Chat') },
    {
      name: '/chat/avatar/{id}/threads/{threadId}',
      path: `/chat/avatar/${avatar.id}/threads/${data.threadId}`,
      role: 'member',
      // The thread's answer, in its conversation.
      ready: (page) => page.getByRole('list', { name: 'Conversation', exact: true }).getByRole('listitem', { name: capitalizeWords(avatar.data.name), exact: true }),
    },
    { name: '/panels', path: '/panels', role: 'member', ready: heading('Panels') },
    { name: '/panels/new', path: '/panels/new', role: 'member', ready: heading('New Panel') },
    { name: '/panels/{id}', path: `/panels/${data.panelId}`, role: 'member', ready: heading('Trail shoe price') },
    { name: '/settings', path: '/settings', role: 'member', ready: heading('Account data', 2) },
    {
      name: '/settings (close account dialog)',
      path: '/settings',
      role: 'member',
      ready: heading('Account data', 2),
      open: async (page) => {
        await page.getByRole('button', { name: 'Close account' }).click();
        await page.getByRole('dialog').getByRole('textbox').waitFor();
      },
    },
    { name: '/settings/companies', path: '/settings/companies', role: 'member', ready: heading('Companies') },
    { name: '/settings/membership', path: '/settings/membership', role: 'member', ready: (page) => page.getByRole('table', { name: 'Last invoices of your account' }) },
    { name: '/settings/credits', path: '/settings/credits', role: 'member', ready: heading('Membership') },
    { name: '/settings/team', path: '/settings/team', role: 'member', ready: (page) => page.getByRole('button', { name: 'Make owner Tess Teammate' }) },
    {
      name: '/settings/security',
      path: '/settings/security',
      role: 'member',
      ready: (page) => page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button', { name: 'Turn Off' }),
    },
    { name: '/checkout/test', path: `/checkout/test/${data.checkoutId}`, role: 'member', ready: heading('Checkout') },
    { name: '/payment_success', path: `/payment_success?session_id=${data.checkoutId}`, role: 'member', ready: heading('Payment') },
    { name: '/billing/test', path: '/billing/test', role: 'member', ready: (page) => page.getByRole('button', { name: 'Cancel at period end' }) },
    { name: '/privacy-policy', path: '/privacy-policy', role: 'member', ready: heading('Privacy Policy') },
    { name: '/404', path: '/no/such/page', role: 'member', ready: heading('This route was not found') },
  ];
  const teammate: Screen[] = [
    { name: '/settings/team (teammate)', path: '/settings/team', role: 'teammate', ready: (page) => page.getByRole('button', { name: 'Leave account' }) },
    { name: '/settings/membership (teammate)', path: '/settings/membership', role: 'teammate', ready: (page) => page.getByText('Your plan: the account owner manages it') },
    { name: '/activity (teammate)', path: '/activity', role: 'teammate', ready: (page) => page.getByText("Only the account's owner can see its activity.") },
    {
      name: '/settings/security (two-factor enrolment)',
      path: '/settings/security',
      role: 'teammate',
      ready: heading('Security'),
      // Each Turn On starts the enrolment afresh (a new secret and codes); it is on only once a code confirms it.
      open: async (page) => {
        const section = page.getByRole('region', { name: 'Two-factor sign-in' });
        await section.getByLabel('Password', { exact: true }).fill(data.teammate.password);
        await section.getByRole('button', { name: 'Turn On' }).click();
        await section.getByRole('list', { name: 'Recovery codes' }).waitFor();
      },
    },
  ];
  const admin: Screen[] = [
    { name: '/admin', path: '/admin', role: 'admin', ready: heading('Admin Panel') },
    { name: '/admin/accounts', path: '/admin/accounts', role: 'admin', ready: (page) => page.getByRole('button', { name: `Restore ${data.closedAccount}` }) },
    { name: '/admin/users', path: '/admin/users', role: 'admin', ready: heading('Users') },
    { name: '/admin/orders', path: '/admin/orders', role: 'admin', ready: heading(/Orders|Delivery/) },
    { name: '/admin/jobs', path: '/admin/jobs', role: 'admin', ready: heading('Failed jobs') },
    { name: '/admin/activity', path: '/admin/activity', role: 'admin', ready: heading('Activity') },
    {
      name: '/admin/orders/:id',
      path: `/admin/orders/${data.openOrders.inProgress.id}`,
      role: 'admin',
      ready: heading(`${data.openOrders.inProgress.company} - ${data.openOrders.inProgress.campaign}`),
    },
    { name: '/ (admin)', path: '/', role: 'admin', ready: heading('Avatar Library') },
    { name: '/settings/membership (admin)', path: '/settings/membership', role: 'admin', ready: heading('Membership') },
  ];
  return [...visitor, ...member, ...teammate, ...admin];
}

/** The signed-in token of each role (none for a visitor). */
export const tokenOf = (data: ScreenData, role: ScreenRole): string | undefined =>
  ({ visitor: undefined, inactive: data.inactive.token, member: data.member.token, teammate: data.teammate.token, admin: data.adminToken })[role];

/** A page of its own (context) for one role, signed in through the stored token; `dark` sets the theme before the first load. */
export async function rolePage(browser: Browser, data: ScreenData, role: ScreenRole, { dark = true, viewport }: { dark?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL'), ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  // Only on the tab's first load, as the token: a test that switches the theme keeps its choice over reloads.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-theme-set')) return;
      sessionStorage.setItem('e2e-theme-set', '1');
      localStorage.setItem(key, value);
    },
    [LOCAL_KEYS.darkMode, String(dark)] as const,
  );
  const token = tokenOf(data, role);
  if (token) await storeToken(page, token);
  return page;
}

/** Opens a screen and waits until it has loaded (and its extra state, if any, is open). */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await screen.ready(page).first().waitFor({ timeout: 30_000 });
  await screen.open?.(page);
}

/**
 * The worker fixture `screenData`: the data above, made once per worker through an API context of its own. A spec
 * uses it as `const test = base.extend<object, ScreenFixtures>(screenFixtures)` (base: the `test` of ../fixtures).
 */
export interface ScreenFixtures {
  screenData: ScreenData;
}

export const screenFixtures: Fixtures<object, ScreenFixtures, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions> = {
  screenData: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: env('E2E_BASE_URL') });
      await use(await createScreenData(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
};
