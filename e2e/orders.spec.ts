import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, MESSAGES } from '@persona/shared';
import { atPath, expectOops, h1, longDate, test, expect } from './fixtures';
import { apiOk, isCall, routePattern } from './support/api';
import { adminToken, registerViaApi, signInPage, type RegisteredUser } from './support/api-session';
import { CONTEXT, PRODUCT } from './support/order-setup';

/** The ordering screens against the real API: /create (the Blueprint wizard) and /orders. */

const COMPANY = 'Acme';
const CAMPAIGN = 'Spring Launch';
const ATTACHMENT = { name: 'audience-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Our buyers hike every weekend.\n') };

interface Customer extends RegisteredUser {
  companyId: string;
  campaignIds: string[];
}

async function setCredits(request: APIRequestContext, accountId: string, credits: number): Promise<void> {
  await apiOk(request, endpoints.setCredits, { params: { id: accountId }, body: { credits }, token: await adminToken(request) });
}

/** A user of an active account (1 credit) with the company Acme and the given campaigns, signed in on the page. */
async function signedInCustomer(page: Page, campaigns: string[] = [CAMPAIGN]): Promise<Customer> {
  const user = await registerViaApi(page.request, { active: true, name: 'Olivia' });
  const { token } = user;
  let companyId = '';
  const campaignIds: string[] = [];
  if (campaigns.length > 0) {
    companyId = (await apiOk(page.request, endpoints.createCompany, { body: { accountId: user.accountId, displayName: COMPANY }, token })).id;
    for (const displayName of campaigns) {
      campaignIds.push((await apiOk(page.request, endpoints.createCampaign, { body: { companyId, displayName }, token })).id);
    }
  }
  await signInPage(page, user.email, user.password);
  return { ...user, companyId, campaignIds };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const companySelect = (page: Page) => page.getByLabel('Company', { exact: true });
const campaignSelect = (page: Page) => page.getByLabel('Campaign', { exact: true });
const stepText = (page: Page, step: number) => page.getByText(`Step ${step} of 3`, { exact: true });
const credits = (page: Page, text: string) => page.getByText(text, { exact: true });

/** /create, then Order Blueprint. */
async function pickBlueprint(page: Page): Promise<void> {
  await page.goto('/create');
  await expect(h1(page, 'Create')).toBeVisible();
  await button(page, 'Order Blueprint').click();
}

/** Step 1 (Acme, the campaign) and step 2 (the product), up to step 3. */
async function fillStepsOneAndTwo(page: Page, campaign = CAMPAIGN): Promise<void> {
  await expect(stepText(page, 1)).toBeVisible();
  await companySelect(page).selectOption({ label: COMPANY });
  await campaignSelect(page).selectOption({ label: campaign });
  await button(page, 'Next').click();
  await page.getByLabel('Product description').fill(PRODUCT);
  await button(page, 'Next').click();
  await expect(stepText(page, 3)).toBeVisible();
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Your orders' });
/** The table's body rows (the first row holds the column headers). */
const orderRows = (page: Page) => ordersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader') });

test('orders a Blueprint with a research file through the three steps; the credits, the orders table and the processing count follow', async ({ page }) => {
  const customer = await signedInCustomer(page);
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Olivia' })).toBeVisible();
  await expect(credits(page, 'You have 1 credit available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/settings/membership');
  await expect(page.getByText('Available Soon')).toBeVisible();
  await expect(button(page, 'Order Brief')).toBeDisabled();

  await button(page, 'Order Blueprint').click();
  await fillStepsOneAndTwo(page);
  await page.getByLabel('Additional context').fill(CONTEXT);
  const upload = page.waitForResponse((response) => isCall(response.request(), endpoints.uploadSource));
  await page.getByLabel('Research', { exact: true }).setInputFiles(ATTACHMENT);
  expect((await upload).status()).toBe(201);
  await expect(page.getByText(ATTACHMENT.name, { exact: true })).toBeVisible();
  await expect(page.getByText('1 passage', { exact: true })).toBeVisible();

  const order = page.waitForRequest((request) => isCall(request, endpoints.orderBlueprint));
  await button(page, 'Submit').click();
  const payload = (await order).postDataJSON() as { user: unknown; data: Record<string, unknown> };
  expect(payload.user).toEqual({ accountId: customer.accountId, userId: customer.userId });
  expect(payload.data).toMatchObject({
    companyName: COMPANY,
    campaignName: CAMPAIGN,
    companyId: customer.companyId,
    campaignId: customer.campaignIds[0],
    product: PRODUCT,
    context: CONTEXT,
    price: 1,
  });
  // The file is the order's one source, and (the first file) the spec's attachment.
  expect(payload.data.attachment).toMatch(new RegExp(`^blueprint-uploads/${customer.accountId}/.+audience-notes\\.txt$`));
  expect(payload.data.sources).toEqual([((await (await upload).json()) as { id: string }).id]);
  expect(payload.data.id).toMatch(/^[0-9a-f-]{36}$/);

  // The success alert closes by itself (2.6 s), then the user is home.
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-html-container')).toHaveText(MESSAGES.orderReceived);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/'));

  // The balance dropped by one; with no credits left the wizard does not open.
  await page.goto('/create');
  await expect(credits(page, 'You have 0 credits available')).toBeVisible();
  await button(page, 'Order Blueprint').click();
  await expectOops(page, MESSAGES.insufficientCredits);
  await expect(stepText(page, 1)).toHaveCount(0);
  await expect(button(page, 'Order Blueprint')).toBeVisible();

  // The order is listed, not delivered yet: it counts as being processed (the Link column shows '-').
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(ordersTable(page).getByRole('columnheader')).toHaveText(['Company - Campaign', 'Ordered', 'Status', 'Sources', 'Link']);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).getByRole('rowheader')).toHaveText(`${COMPANY} - ${CAMPAIGN}`);
  await expect(orderRows(page).getByRole('cell')).toHaveText([longDate(Date.now()), 'pending', /^1 source · 1 passage/, '-']);
  await expect(orderRows(page).getByRole('link')).toHaveCount(0);
});

test('the Avatar Library counts the orders still being processed and links to Orders', async ({ page }) => {
  const customer = await signedInCustomer(page);
  const data = { companyId: customer.companyId, campaignId: customer.campaignIds[0]!, product: PRODUCT, context: CONTEXT, attachment: '', price: 1 };
  const user = { accountId: customer.accountId, userId: customer.userId };
  await apiOk(page.request, endpoints.orderBlueprint, { body: { user, data }, token: customer.token });
  await page.goto('/');
  await expect(page.getByText(MESSAGES.productsProcessing(1), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(atPath('/orders'));
});

test('a submit the server refuses for lack of funds shows "Insufficient funds." and returns to /create', async ({ page }) => {
  const customer = await signedInCustomer(page);
  await pickBlueprint(page);
  await fillStepsOneAndTwo(page);
  await page.getByLabel('Additional context').fill(CONTEXT);
  // Someone else spends the credit (here: an admin sets it to 0) while the wizard is open.
  await setCredits(page.request, customer.accountId, 0);
  await button(page, 'Submit').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText(MESSAGES.alertTitle);
  await expect(dialog.locator('.swal2-html-container')).toHaveText(MESSAGES.insufficientFunds);
  // It closes by itself (2.5 s); the wizard starts over on /create with the balance read again.
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/create'));
  await expect(button(page, 'Order Blueprint')).toBeVisible();
  await expect(stepText(page, 3)).toHaveCount(0);
  await expect(credits(page, 'You have 0 credits available')).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByText(MESSAGES.noOrders, { exact: true })).toBeVisible();
});

test('Next and Submit stay disabled until each step is filled; Back keeps the values; the back arrow starts over', async ({ page }) => {
  await signedInCustomer(page);
  await pickBlueprint(page);
  await expect(stepText(page, 1)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order steps' }).getByRole('listitem')).toHaveText([
    '1. Company and Campaign',
    '2. Product',
    '3. Context',
  ]);
  await expect(button(page, 'Back')).toHaveCount(0);
  await expect(button(page, 'Submit')).toHaveCount(0);
  await expect(button(page, 'Next')).toBeDisabled();
  await expect(campaignSelect(page)).toBeDisabled();

  await companySelect(page).selectOption({ label: COMPANY });
  await expect(button(page, 'Next')).toBeDisabled();
  await campaignSelect(page).selectOption({ label: CAMPAIGN });
  await expect(button(page, 'Next')).toBeEnabled();
  await button(page, 'Next').click();

  await expect(stepText(page, 2)).toBeVisible();
  await expect(button(page, 'Next')).toBeDisabled();
  await page.getByLabel('Product description').fill('   ');
  await expect(button(page, 'Next')).toBeDisabled();
  await page.getByLabel('Product description').fill(PRODUCT);
  await expect(button(page, 'Next')).toBeEnabled();

  await button(page, 'Back').click();
  await expect(stepText(page, 1)).toBeVisible();
  await expect(companySelect(page).locator('option:checked')).toHaveText(COMPANY);
  await expect(campaignSelect(page).locator('option:checked')).toHaveText(CAMPAIGN);
  await button(page, 'Next').click();
  await expect(page.getByLabel('Product description')).toHaveValue(PRODUCT);
  await button(page, 'Next').click();

  await expect(stepText(page, 3)).toBeVisible();
  await expect(button(page, 'Next')).toHaveCount(0);
  await expect(button(page, 'Submit')).toBeDisabled();
  await page.getByLabel('Additional context').fill(CONTEXT);
  await expect(button(page, 'Submit')).toBeEnabled();
  await page.getByLabel('Additional context').fill('');
  await expect(button(page, 'Submit')).toBeDisabled();
  // A source alone is enough once it is read; removing it disables Submit again.
  await page.getByLabel('Research', { exact: true }).setInputFiles(ATTACHMENT);
  await expect(page.getByText(ATTACHMENT.name, { exact: true })).toBeVisible();
  await expect(page.getByText('1 passage', { exact: true })).toBeVisible();
  await expect(button(page, 'Submit')).toBeEnabled();
  await button(page, `Remove ${ATTACHMENT.name}`).click();
  await expect(page.getByText(ATTACHMENT.name, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Research', { exact: true })).toHaveValue('');
  await expect(button(page, 'Submit')).toBeDisabled();

  await page.getByRole('button', { name: 'Back to products' }).click();
  await expect(stepText(page, 3)).toHaveCount(0);
  await button(page, 'Order Blueprint').click();
  await expect(stepText(page, 1)).toBeVisible();
  await expect(companySelect(page)).toHaveValue('');
  await expect(button(page, 'Next')).toBeDisabled();
});

test('a user without companies is offered Create Company, which leads to /settings/companies', async ({ page }) => {
  await signedInCustomer(page, []);
  await pickBlueprint(page);
  await expect(page.getByText('You need a company and a campaign before you can order.', { exact: true })).toBeVisible();
  await expect(stepText(page, 1)).toHaveCount(0);
  await button(page, 'Create Company').click();
  await expect(page).toHaveURL(atPath('/settings/companies'));
  await expect(h1(page, 'Companies')).toBeVisible();
});

test('the orders table lists newest first, marks a complete order and links its avatar', async ({ page }) => {
  const customer = await signedInCustomer(page, [CAMPAIGN, 'Summer Sale']);
  await setCredits(page.request, customer.accountId, 2);
  const { token } = customer;
  const user = { accountId: customer.accountId, userId: customer.userId };
  const place = (campaignId: string) =>
    apiOk(page.request, endpoints.orderBlueprint, {
      body: { user, data: { companyId: customer.companyId, campaignId, product: PRODUCT, context: CONTEXT, attachment: '', price: 1 } },
      token,
    });
  const older = await place(customer.campaignIds[0]!);
  const newer = await place(customer.campaignIds[1]!);

  const admin = await adminToken(page.request);
  const persona = { name: 'Hiking Hannah', age: 38, gender: 'female', occupation: 'Engineer', externalUrl: 'https://example.com/blueprint.pdf' };
  await apiOk(page.request, endpoints.deliverOrder, { params: { id: older.id }, body: persona, token: admin });
  await apiOk(page.request, endpoints.setOrderStatus, { params: { id: newer.id }, body: { status: 'in progress' }, token: admin });
  const delivered = (await apiOk(page.request, endpoints.listOrders, { params: { accountId: customer.accountId }, token })).find(({ id }) => id === older.id);
  expect(delivered?.docId).toBeTruthy();

  await page.goto('/orders');
  await expect(orderRows(page).getByRole('rowheader')).toHaveText([`${COMPANY} - Summer Sale`, `${COMPANY} - ${CAMPAIGN}`]);
  const [newest, oldest] = [orderRows(page).nth(0), orderRows(page).nth(1)];
  await expect(newest.getByRole('cell')).toHaveText([longDate(newer.ordered), 'in progress', '-', '-']);
  await expect(newest.getByRole('img', { name: 'Completed' })).toHaveCount(0);
  await expect(oldest.getByRole('cell')).toHaveText([longDate(older.ordered), 'complete', '-', /^Open/]);
  await expect(oldest.getByRole('img', { name: 'Completed' })).toBeVisible();

  await oldest.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(atPath(`/avatarDetail/${delivered!.docId}`));
});

test('/orders shows the empty state, and the message of a failed load', async ({ page }) => {
  await signedInCustomer(page, []);
  await page.goto('/orders');
  await expect(page.getByText(MESSAGES.noOrders, { exact: true })).toBeVisible();
  await expect(ordersTable(page)).toHaveCount(0);

  const message = 'The orders could not be read right now.';
  await page.route(routePattern(endpoints.listOrderPage), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message } }) }),
  );
  await page.reload();
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(message);
});
