import { capitalizeWords, endpoints, type LibraryAvatar, type Order, type SectionsInput } from '@persona/shared';
import type { Browser, Frame, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminCredentials, apiSignIn, env, expect, h1, storeToken, test } from './fixtures';
import { apiOk } from './support/api';
import { adminToken, registerViaApi, signInPage, type RegisteredUser } from './support/api-session';
import { setMembership } from './support/avatars-setup';

/**
 * Script and HTML sent as every text a customer controls (names, Blueprint sections, chat, panels, invitations)
 * and shown on every screen that shows it: nothing runs, the content security policy reports nothing, and the
 * text reads as text where the portal shows text.
 */

const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  mdLink: '[x](javascript:window.__xss=1)',
  rawLink: '<a href="javascript:window.__xss=1">raw link</a>',
  frame: '<iframe src="javascript:window.__xss=1"></iframe>',
  style: '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=1">hover</div>',
};

const ACCOUNT = `${XSS.script} Labs`;
const COMPANY = `Acme ${XSS.img}`;
const CAMPAIGN = `Spring ${XSS.svg}`;
const PERSONAS = [
  { name: `Ada ${XSS.svg}`, occupation: `guide ${XSS.img}` },
  { name: `Ben ${XSS.img}`, occupation: 'trail runner' },
];
const SECTIONS: SectionsInput = {
  'at-a-glance': `Ada hikes every weekend in the Alps. ${XSS.img} ${XSS.script}`,
  goals: `She wants lighter trail shoes. ${XSS.mdLink} ${XSS.rawLink} ${XSS.img}`,
  pains: `Heavy boots give her blisters. ${XSS.frame} ${XSS.svg} ${XSS.style}`,
  quotes: `> "Dry feet or nothing." ${XSS.img}\n\n<script>window.__xss=1</script>\n\n![pic](javascript:window.__xss=1)`,
};
// An introduction: the offline persona says its name and occupation (payloads and all) and what it wants.
const QUESTION = `Tell me about yourself: what do you want from your trail shoes? ${XSS.img} ${XSS.script}`;
const PANEL_TITLE = `Shoes ${XSS.svg}`;
const PANEL_QUESTION = `Lighter trail shoes or more grip on wet rock? ${XSS.img} ${XSS.mdLink}`;
const COLLEAGUE = { name: `Cora ${XSS.img}`, lastname: XSS.svg };

interface Watched {
  /** CSP violations reported in any frame, dialogs opened, and CSP errors on the console, as they happened. */
  problems: string[];
}

/**
 * Records what must never happen on a page: a `securitypolicyviolation` in any of its frames (through a
 * binding that outlives navigations), a dialog (dismissed), a console message about the content security policy.
 */
async function watch(page: Page): Promise<Watched> {
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation?: (text: string) => void }).__reportViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sample}) at ${location.pathname} by ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|frame|apply)/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return { problems };
}

/** In one frame: whether a payload ran, and any element that carries a handler or a javascript: address. */
const inspect = (frame: Frame) =>
  frame
    .evaluate(() => {
      const hostile = Array.from(document.querySelectorAll('*')).filter(
        (el) =>
          Array.from(el.attributes).some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || /javascript:/i.test(el.getAttribute('style') ?? '')) ||
          (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss')),
      );
      return { ran: (window as unknown as { __xss?: unknown }).__xss !== undefined, hostile: hostile.map((el) => el.outerHTML.slice(0, 160)) };
    })
    .catch((error: Error) => ({ ran: false, hostile: [], unreadable: error.message }));

/** After the screen has shown its content: nothing ran in any frame, no hostile element exists, nothing was reported. */
async function expectNothingRan(page: Page, watched: Watched, screen: string) {
  // An <img src=x> fails to load (and would fire onerror) within a moment.
  await page.waitForTimeout(300);
  for (const frame of page.frames()) {
    // Unreadable counts as a failure too: every frame of these screens must be inspected.
    expect(await inspect(frame), `what ran or lies in wait on ${screen} (${frame.url()})`).toEqual({ ran: false, hostile: [] });
  }
  expect(watched.problems, `on ${screen}`).toEqual([]);
}

/** How the portal writes a company or campaign name (each word capitalised). */
const stored = (name: string) => capitalizeWords(name);

interface Setup {
  user: RegisteredUser;
  avatars: LibraryAvatar[];
  invitePath: string;
  openOrder: Order;
}

/** The account, its company and campaign, two delivered avatars with hostile Blueprints, an open order and an invitation. */
async function hostileAccount(page: Page): Promise<Setup> {
  const { request } = page;
  const user = await registerViaApi(request, { active: true, name: `Eve ${XSS.img}`, lastname: XSS.svg, company: ACCOUNT });
  const { token } = user;
  const admin = await adminToken(request);
  await apiOk(request, endpoints.setCredits, { params: { id: user.accountId }, body: { credits: 3 }, token: admin });
  const companyId = (await apiOk(request, endpoints.createCompany, { body: { accountId: user.accountId, displayName: COMPANY }, token })).id;
  const campaignId = (await apiOk(request, endpoints.createCampaign, { body: { companyId, displayName: CAMPAIGN }, token })).id;
  const order = () =>
    apiOk(request, endpoints.orderBlueprint, {
      body: {
        user: { accountId: user.accountId, userId: user.userId },
        data: { companyId, campaignId, product: `Trail shoes ${XSS.img}`, context: `Hikers ${XSS.script}`, attachment: '', price: 1 },
      },
      token,
    });
  const avatars: LibraryAvatar[] = [];
  for (const persona of PERSONAS) {
    const { id } = await order();
    const body = { name: persona.name, age: 38, gender: 'female', occupation: persona.occupation, sections: SECTIONS };
    avatars.push(await apiOk(request, endpoints.deliverOrder, { params: { id }, body, token: admin }));
  }
  const open = await order();
  await setMembership(request, user.accountId, 'test');
  const invitation = await apiOk(request, endpoints.invite, { body: { accountId: user.accountId, email: `colleague-${Date.now()}@example.com` }, token });
  await signInPage(page, user.email, user.password);
  return { user, avatars, invitePath: new URL(invitation.url).pathname, openOrder: open };
}

async function watchedPage(browser: Browser, token?: string) {
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL') });
  const page = await context.newPage();
  if (token) await storeToken(page, token);
  return { page, watched: await watch(page) };
}

test('script and HTML in every text a customer controls never run, and the CSP reports nothing', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const watched = await watch(page);
  const { avatars, invitePath, openOrder } = await hostileAccount(page);
  const [ada, ben] = avatars as [LibraryAvatar, LibraryAvatar];
  const text = (value: string) => page.getByText(value, { exact: false }).first();

  // The library: avatar names, and the company and campaign in its filters.
  await page.goto('/');
  await expect(page.getByRole('article', { name: ada.data.name })).toBeVisible();
  await expect(page.getByRole('article', { name: ben.data.name })).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true }).locator('option', { hasText: stored(COMPANY) })).toHaveCount(1);
  await expectNothingRan(page, watched, 'the library');

  // The detail page and its framed Blueprint document.
  await page.goto(`/avatarDetail/${ada.id}`);
  await expect(text(ada.data.name)).toBeVisible();
  await expect(text(stored(COMPANY))).toBeVisible();
  const document = page.frameLocator('iframe[title^="Blueprint of"]');
  await expect(document.getByRole('heading', { level: 1 })).toHaveText(ada.data.name, { ignoreCase: true });
  await expect(document.getByText('She wants lighter trail shoes.')).toBeVisible();
  await expectNothingRan(page, watched, 'the detail page');

  // The document page on its own (not sandboxed by a frame): the names as text, the Markdown without anything live.
  await page.goto(ada.docUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ada.data.name, { ignoreCase: true });
  await expect(page.getByText(`Blueprint · ${stored(COMPANY)} · ${stored(CAMPAIGN)}`)).toBeVisible();
  await expect(page.getByText('Heavy boots give her blisters.')).toBeVisible();
  // The javascript: links keep their words and lose their address.
  await expect(page.locator('#goals')).toContainText('raw link');
  await expect(page.locator('#goals a[href]')).toHaveCount(0);
  await expectNothingRan(page, watched, 'the document page');

  // Companies and campaigns, orders, and the order form.
  await page.goto('/settings/companies');
  await expect(text(stored(COMPANY))).toBeVisible();
  await expect(text(stored(CAMPAIGN))).toBeVisible();
  await expectNothingRan(page, watched, 'Companies');
  await page.goto('/orders');
  await expect(text(stored(COMPANY))).toBeVisible();
  await expectNothingRan(page, watched, 'Orders');
  await page.goto('/create');
  await expect(h1(page, 'Create')).toBeVisible();
  await expectNothingRan(page, watched, 'Create');

  // Chat: the question as typed; the offline persona answers from the Blueprint, payloads and all.
  await page.goto(`/chat/avatar/${ada.id}`);
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(QUESTION);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation', exact: true });
  await expect(conversation.getByRole('listitem', { name: 'You', exact: true })).toHaveText(QUESTION);
  const answer = conversation.getByRole('listitem', { name: ada.data.name });
  await expect(answer).toHaveCount(1);
  await expect(answer).not.toHaveAttribute('aria-busy', 'true');
  await expect(answer).toContainText('lighter trail shoes');
  // The occupation came back in the answer, as text.
  await expect(answer).toContainText(XSS.img);
  await expectNothingRan(page, watched, 'the chat');
  // Opened again: the thread (named after its question) and its history.
  await page.reload();
  const thread = page.getByRole('list', { name: 'Threads', exact: true }).getByRole('button');
  await expect(thread).toContainText(QUESTION.slice(0, 40));
  await thread.click();
  await expect(conversation.getByRole('listitem', { name: 'You', exact: true })).toHaveText(QUESTION);
  await expectNothingRan(page, watched, 'the chat opened again');

  // A panel: names to pick, the question and title, the answers, the saved list, and the Markdown export.
  await page.goto('/panels/new');
  const pickable = page.getByRole('list', { name: 'Avatars to pick from' });
  for (const avatar of avatars) await pickable.getByRole('button', { name: avatar.data.name }).click();
  await page.getByRole('radio', { name: 'Question' }).check();
  await page.getByRole('textbox', { name: 'Question' }).fill(PANEL_QUESTION);
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill(PANEL_TITLE);
  await page.getByRole('button', { name: 'Create and run', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PANEL_TITLE, { ignoreCase: true });
  await expect(page.getByRole('button', { name: 'Re-run', exact: true })).toBeVisible();
  await expect(text(PANEL_QUESTION)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await expectNothingRan(page, watched, 'the panel');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).not.toMatch(/[<>"/\\]/);
  const markdown = await readFile(await file.path(), 'utf8');
  expect(markdown).toContain(`# ${PANEL_TITLE}`);
  expect(markdown).toContain(PANEL_QUESTION);
  await expectNothingRan(page, watched, 'the panel after its export');
  await page.goto('/panels');
  await expect(text(PANEL_TITLE)).toBeVisible();
  await expectNothingRan(page, watched, 'the panel list');

  // The invitation: the join page names the account; the colleague's names then show on the team screen.
  const joining = await watchedPage(browser);
  await joining.page.goto(invitePath);
  await expect(h1(joining.page, `Join ${capitalizeWords(ACCOUNT)}`)).toBeVisible();
  await expectNothingRan(joining.page, joining.watched, 'the join page');
  await joining.page.getByLabel('First Name').fill(COLLEAGUE.name);
  await joining.page.getByLabel('Last Name').fill(COLLEAGUE.lastname);
  await joining.page.getByLabel('Password', { exact: true }).fill('colleague-pass-1');
  await joining.page.getByLabel('Repeat Password').fill('colleague-pass-1');
  await joining.page.getByRole('button', { name: 'Join' }).click();
  await expect(h1(joining.page, 'Avatar Library')).toBeVisible();
  await expectNothingRan(joining.page, joining.watched, 'the library after joining');
  await joining.page.context().close();
  await page.goto('/settings/team');
  const active = page.getByRole('region', { name: 'Active Users' });
  await expect(active.getByText(COLLEAGUE.name, { exact: false })).toBeVisible();
  await expect(active.getByText('(you)', { exact: false })).toBeVisible();
  await expectNothingRan(page, watched, 'Team');

  // The site admin's screens show the same names.
  const admin = await watchedPage(browser, await apiSignIn(page.request, adminCredentials()));
  for (const [path, shown] of [
    ['/admin/orders', stored(COMPANY)],
    ['/admin/accounts', capitalizeWords(ACCOUNT)],
    ['/admin/users', COLLEAGUE.name],
  ] as const) {
    await admin.page.goto(path);
    await expect(admin.page.getByText(shown, { exact: false }).first()).toBeVisible();
    await expectNothingRan(admin.page, admin.watched, path);
  }

  // The delivery form's preview puts the server's sanitised HTML into the page: every payload at once.
  await admin.page.goto('/admin/orders');
  const row = admin.page.getByRole('article', { name: `${openOrder.company} - ${openOrder.campaign}` });
  await expect(row.getByText(`Trail shoes ${XSS.img}`)).toBeVisible();
  await row.getByRole('link', { name: `Deliver ${openOrder.company} - ${openOrder.campaign}`, exact: true }).click();
  const form = admin.page.getByRole('form', { name: `Deliver ${openOrder.company} - ${openOrder.campaign}` });
  // Typing into a section previews it beside the form.
  await form.getByLabel('At a glance', { exact: true }).fill(`Every payload. ${Object.values(XSS).join('\n\n')}`);
  const preview = form.getByRole('region', { name: 'Preview of At a glance' });
  await expect(preview).toContainText('Every payload.');
  await expect(preview).toContainText('raw link');
  await expectNothingRan(admin.page, admin.watched, 'the delivery preview');
  await admin.page.context().close();
});
