import { capitalizeWords, endpointPath, endpoints, MESSAGES, type LibraryAvatar } from '@persona/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import { atPath, expect, expectAlert, expectOops, h1, longDate, test } from './fixtures';
import { isCall, routePattern } from './support/api';
import { registerViaApi, signInPage, uniqueCompany } from './support/api-session';
import { consoleLink, consolePath, deliveryForm, fillPersona, openConsole, openOrders, orderRow } from './support/delivery-form';
import { CONTEXT, customerWithOrder, PRODUCT, type OrderingCustomer } from './support/order-setup';

/**
 * The admin's Orders screen (/admin/orders) and an order's delivery console (/admin/orders/:id): reading an
 * order's brief and delivering its Blueprint. Other specs
 * place orders at the same time, so every test finds its own order by a company name no one else uses.
 */

/** A 1×1 JPEG, small enough to read: the API checks the FF D8 FF signature, the browser decodes the rest. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q==',
  'base64',
);

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** The delivery API calls (the admin's order endpoints) the page makes, as 'METHOD /path'. */
function adminCalls(page: Page): string[] {
  const delivery = Object.values(endpoints).filter((endpoint) => endpoint.tag === 'delivery');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (delivery.some((endpoint) => isCall(request, endpoint))) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

/** The customer, signed in in a browser of their own, to watch the library and /orders follow the delivery. */
async function customerPage(browser: Browser, baseURL: string | undefined, customer: OrderingCustomer) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInPage(page, customer.email, customer.password);
  return { page, close: () => context.close() };
}

test('an admin reads the brief, marks the order in progress and delivers a written Blueprint with a portrait', async ({ adminPage: page, request, browser, baseURL }) => {
  const customer = await customerWithOrder(request, 'Deliver', { name: 'brief.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  const own = await customerPage(browser, baseURL, customer);
  await own.page.goto('/');
  await expect(own.page.getByText(MESSAGES.productsProcessing(1), { exact: true })).toBeVisible();
  await expect(own.page.getByText(MESSAGES.noAvatars, { exact: true })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: /^Orders\b/ }).click();
  await expect(page).toHaveURL(atPath('/admin/orders'));
  const row = await openOrders(page, customer);

  // The brief.
  for (const text of [capitalizeWords(customer.accountName), customer.email, PRODUCT, CONTEXT, longDate(customer.order.ordered), longDate(customer.order.expectedDelivery)]) {
    await expect(row.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(row.getByText('pending', { exact: true })).toBeVisible();

  // The attachment opens in a new tab through a fresh signed address.
  const [download] = await Promise.all([page.context().waitForEvent('page'), button(row, 'Download attachment (brief.jpg)').click()]);
  await download.waitForLoadState();
  const uploads = endpointPath(endpoints.downloadFile, { '*': `blueprint-uploads/${customer.accountId}/` });
  expect(new URL(download.url()).pathname).toMatch(new RegExp(`^${uploads}.+-brief\\.jpg$`));
  expect(await download.evaluate(() => document.images[0]?.naturalWidth)).toBe(1);
  await download.close();

  await button(row, 'Mark in progress').click();
  await expect(row.getByText('in progress', { exact: true })).toBeVisible();
  await expect(button(row, 'Mark in progress')).toHaveCount(0);
  await page.reload();
  await expect(orderRow(page, customer).getByText('in progress', { exact: true })).toBeVisible();

  await consoleLink(orderRow(page, customer), customer).click();
  await expect(page).toHaveURL(atPath(consolePath(customer)));
  const form = deliveryForm(page, customer);
  // The brief beside the form.
  await expect(form.getByRole('region', { name: 'Brief' }).getByText(CONTEXT, { exact: true })).toBeVisible();
  await fillPersona(form);
  await expect(form.getByText('Without a portrait, the avatar gets a generated illustrated portrait.')).toBeVisible();
  await form.getByLabel('Portrait (JPEG, optional)').setInputFiles({ name: 'rita.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(form.getByText('rita.jpg', { exact: true })).toBeVisible();

  const glance = '# Rita Runner\n\nRuns *trail races* every weekend.';
  await form.getByLabel('At a glance', { exact: true }).fill(glance);
  await form.getByLabel('Goals and jobs to be done', { exact: true }).fill('- Finish **a mountain marathon**<script>alert(1)</script>');

  // The preview beside the form renders the section being edited: Goals, typed last.
  const preview = form.getByRole('region', { name: 'Preview', exact: true });
  const goalsPreview = preview.getByRole('region', { name: 'Preview of Goals and jobs to be done' });
  await expect(goalsPreview.locator('li strong')).toHaveText('a mountain marathon');
  await expect(goalsPreview.locator('script')).toHaveCount(0);
  // Back in At a glance: its rendering, and the text as it was.
  await form.getByLabel('At a glance', { exact: true }).focus();
  const glancePreview = preview.getByRole('region', { name: 'Preview of At a glance' });
  await expect(glancePreview.getByRole('heading', { level: 1, name: 'Rita Runner' })).toBeVisible();
  await expect(glancePreview.locator('em')).toHaveText('trail races');
  await expect(form.getByLabel('At a glance', { exact: true })).toHaveValue(glance);

  // Deliver stays in the window however far the form is scrolled; the section links bring a section to the cursor.
  const deliverButton = button(form, 'Deliver Blueprint');
  await expect(deliverButton).toBeInViewport();
  await page.getByRole('navigation', { name: 'Sections of the form' }).getByRole('link', { name: "Messaging do's and don'ts" }).click();
  const messaging = form.getByLabel("Messaging do's and don'ts", { exact: true });
  await expect(messaging).toBeFocused();
  await expect(messaging).toBeInViewport();
  await expect(deliverButton).toBeInViewport();
  await expect(preview.getByRole('region', { name: "Preview of Messaging do's and don'ts" })).toContainText('Nothing to preview yet.');
  await expect(preview).toBeInViewport();
  // A field given focus lower down is scrolled clear of the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  const gaps = form.getByLabel('Known gaps (what we do not know)', { exact: true });
  await gaps.focus();
  const [gapsBox, deliverBox] = await Promise.all([gaps.boundingBox(), deliverButton.boundingBox()]);
  expect((gapsBox?.y ?? 0) + (gapsBox?.height ?? 0)).toBeLessThanOrEqual(deliverBox?.y ?? 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(form.getByRole('region', { name: 'Fidelity' })).toBeInViewport();
  await expect(deliverButton).toBeInViewport();
  await expect(form.getByRole('region', { name: 'Brief' })).toBeInViewport();

  const upload = page.waitForResponse((response) => isCall(response.request(), endpoints.uploadPortrait));
  const delivery = page.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: customer.order.id }));
  await button(form, 'Deliver Blueprint').click();
  expect((await upload).status()).toBe(201);
  const response = await delivery;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: 'Rita Runner', age: 34, gender: 'female', occupation: 'Product manager', externalUrl: null });
  expect(body.img).toMatch(/^[0-9a-f-]{36}$/);
  expect(Object.keys(body.sections as object).sort()).toEqual(['at-a-glance', 'goals']);
  const avatar = (await response.json()) as LibraryAvatar;
  expect(avatar.data.img).toContain(endpointPath(endpoints.avatarPortrait, { id: avatar.id }));
  const portrait = await page.request.get(avatar.data.img);
  expect(portrait.status()).toBe(200);
  expect(portrait.headers()['content-type']).toBe('image/jpeg');

  await expectAlert(page, `Rita Runner was delivered to ${capitalizeWords(customer.accountName)}.`);
  // Back on the list, without the order.
  await expect(page).toHaveURL(atPath('/admin/orders'));
  await expect(orderRow(page, customer)).toHaveCount(0);

  try {
    // The customer's library now holds the avatar, and nothing is being processed any more.
    // The card draws the server's smaller WebP copy of the uploaded portrait, picked by the browser from srcset.
    const cardPortrait = own.page.waitForResponse((response) => /\/portrait\?.*&w=(256|512)$/.test(response.url()));
    await own.page.reload();
    await expect(own.page.getByRole('article', { name: 'Rita Runner', exact: true })).toBeVisible();
    expect((await cardPortrait).status()).toBe(200);
    expect((await cardPortrait).headers()['content-type']).toBe('image/webp');
    await expect(own.page.getByRole('img', { name: 'Portrait of Rita Runner', exact: true })).toHaveJSProperty('complete', true);
    await expect(own.page.getByText(/product\(s\) being processed/)).toHaveCount(0);

    await own.page.goto('/orders');
    await expect(h1(own.page, 'Orders')).toBeVisible();
    const orderLine = own.page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: customer.order.company });
    await expect(orderLine.getByRole('cell').nth(1)).toHaveText('complete');
    await expect(orderLine.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', `/avatarDetail/${avatar.id}`);
  } finally {
    await own.close();
  }
});

test('a delivery that breaks a rule is refused in the page, with no call made', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'Rules');
  const form = await openConsole(page, customer);
  const calls = adminCalls(page);

  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, 'Please type the persona’s name.');
  await fillPersona(form);
  await form.getByLabel('Age', { exact: true }).fill('9');
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, 'The age must be a whole number from 13 to 120.');
  await form.getByLabel('Age', { exact: true }).fill('34');
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, 'Write at least one section of the Blueprint, or give the address of an external document.');

  await form.getByLabel('Portrait (JPEG, optional)').setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expectOops(page, 'The portrait must be a JPEG image.');
  await expect(form.getByText('rita.png', { exact: true })).toHaveCount(0);

  expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  await expect(form.getByRole('region', { name: 'Brief' }).getByText('pending', { exact: true })).toBeVisible();
});

test('an admin delivers an external document instead; a refusal by the server is shown', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'External');
  const form = await openConsole(page, customer);
  await fillPersona(form);
  await form.getByLabel('At a glance', { exact: true }).fill('Written, then replaced by the address.');
  await form.getByLabel('Link an external document').check();
  await expect(form.getByLabel('At a glance', { exact: true })).toHaveCount(0);

  const address = form.getByLabel('Document address (https)');
  await address.fill('http://docs.example.com/rita');
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, 'The document address must start with https://');

  await address.fill('https://docs.example.com/rita');
  const refusal = 'This order has already been delivered.';
  const deliverRoute = routePattern(endpoints.deliverOrder, { id: customer.order.id });
  await page.route(deliverRoute, (route) => route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: refusal } } }), { times: 1 });
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, refusal);
  await expect(form.getByLabel('Document address (https)')).toHaveValue('https://docs.example.com/rita');

  const delivery = page.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: customer.order.id }));
  await button(form, 'Deliver Blueprint').click();
  const response = await delivery;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ sections: {}, externalUrl: 'https://docs.example.com/rita', img: '' });
  expect(((await response.json()) as LibraryAvatar).docUrl).toBe('https://docs.example.com/rita');
  await expectAlert(page, `Rita Runner was delivered to ${capitalizeWords(customer.accountName)}.`);
  await expect(page).toHaveURL(atPath('/admin/orders'));
  await expect(orderRow(page, customer)).toHaveCount(0);
  // Its console now says so.
  await page.goto(consolePath(customer));
  await expect(h1(page, 'Deliver a Blueprint')).toBeVisible();
  await expect(page.getByText('This order is not waiting for delivery: it has been delivered, or it does not exist.', { exact: true })).toBeVisible();
});

test('at phone width the console stacks with Deliver in reach and the preview toggled; leaving unsaved work asks first', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openConsole(page, customer);
  const deliverButton = button(form, 'Deliver Blueprint');
  await expect(form.getByRole('region', { name: 'Brief' })).toBeInViewport();
  await expect(deliverButton).toBeInViewport();

  const glance = form.getByLabel('At a glance', { exact: true });
  await glance.fill('# Rita Runner');
  await expect(deliverButton).toBeInViewport();
  const preview = form.getByRole('region', { name: 'Preview', exact: true });
  await expect(preview).toBeHidden();
  await button(form, 'Show preview').click();
  await expect(preview.getByRole('heading', { level: 1, name: 'Rita Runner' })).toBeInViewport();
  await button(form, 'Show preview').click();
  await expect(preview).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(deliverButton).toBeInViewport();

  // Leaving with unsaved work asks: Cancel keeps the console and its text, Leave goes.
  const back = page.getByRole('link', { name: 'All open orders', exact: true });
  await back.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText('Leave this delivery?');
  await button(dialog, 'Cancel').click();
  // The next question is a dialog of its own: a click on this one's buttons while it closes does nothing.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(atPath(consolePath(customer)));
  await expect(glance).toHaveValue('# Rita Runner');
  await back.click();
  await button(page.getByRole('dialog'), 'Leave').click();
  await expect(h1(page, 'Orders')).toBeVisible();
});

test('the Orders screen shows its empty state and a failed load', async ({ adminPage: page }) => {
  const openOrders = routePattern(endpoints.listOpenOrders);
  await page.route(openOrders, (route) => route.fulfill({ json: [] }));
  await page.goto('/admin/orders');
  await expect(page.getByRole('region', { name: 'Open Orders (0)' })).toContainText('There are no orders waiting for delivery.');

  await page.unroute(openOrders);
  await page.route(openOrders, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } }));
  await page.reload();
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('We could not retrieve the open orders');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a non-admin who opens /admin/orders gets a clear page and no order data', async ({ page, request }) => {
  const member = await registerViaApi(request, { company: uniqueCompany('Nosy'), active: true });
  const calls = adminCalls(page);
  await signInPage(page, member.email, member.password);
  await page.goto('/admin/orders');

  await expect(h1(page, 'Admin Panel')).toBeVisible();
  await expect(page.getByText('This section is for site admins.', { exact: true })).toBeVisible();
  await expect(h1(page, 'Orders')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(calls).toEqual([]);
});
