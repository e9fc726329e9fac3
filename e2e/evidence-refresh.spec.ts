import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { endpoints, MESSAGES, type Order } from '@persona/shared';
import { adminCredentials, apiSignIn, expect, expectAlert, storeToken, test } from './fixtures';
import { apiOk, isCall } from './support/api';
import { openConsole } from './support/delivery-form';
import { adminToken, storeSession } from './support/api-session';
import { customerWithOrder, PRODUCT } from './support/order-setup';

/**
 * A refresh: a customer with a delivered avatar (no research behind it) orders a refresh from its detail page with
 * one interview transcript; the admin, told it is a refresh and given the persona, drafts it offline and delivers;
 * the library still holds that one avatar (same id), now with an evidence badge.
 */

const TRANSCRIPT = fileURLToPath(new URL('./support/evidence/interview-maria.txt', import.meta.url));
const PERSONA = 'Maria Dispatch';

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

test('a delivered avatar is refreshed from new research in place, and then shows its evidence', async ({ page, browser, baseURL }) => {
  test.slow();
  const { request } = page;
  const customer = await customerWithOrder(request, 'Refresh');
  const admin = await adminToken(request);
  const first = await apiOk(request, endpoints.deliverOrder, {
    params: { id: customer.order.id },
    body: { name: PERSONA, age: 41, gender: 'female', occupation: 'Dispatch lead', sections: { 'at-a-glance': 'Maria plans the routes.' } },
    token: admin,
  });
  await apiOk(request, endpoints.setCredits, { params: { id: customer.accountId }, body: { credits: 1 }, token: admin });
  await storeSession(page, customer.token, customer.email);

  // Without research behind it, the library card has no badge; the detail page offers the refresh.
  await page.goto('/');
  const card = page.getByRole('article', { name: PERSONA });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/% evidence/)).toHaveCount(0);
  await card.getByRole('link', { name: `Open ${PERSONA}` }).click();
  await page.getByRole('link', { name: 'Order a refresh', exact: true }).click();

  // The wizard refreshes this avatar: its company and campaign fixed, Submit only once a source was read.
  await expect(page.getByRole('heading', { name: `Refreshing ${PERSONA}` })).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Campaign', { exact: true }).locator('option:checked')).toHaveText('Spring Launch');
  await button(page, 'Next').click();
  await page.getByLabel('Product description').fill(PRODUCT);
  await button(page, 'Next').click();
  await page.getByLabel('Additional context').fill('New interviews since the launch.');
  await expect(button(page, 'Submit')).toBeDisabled();
  await page.getByLabel('Research', { exact: true }).setInputFiles(TRANSCRIPT);
  await expect(page.getByRole('list', { name: 'Your research' }).getByRole('status')).toHaveText(/^\d+ passages?$/);
  const ordered = page.waitForResponse((response) => isCall(response.request(), endpoints.orderBlueprint));
  await button(page, 'Submit').click();
  const order = (await (await ordered).json()) as Order;
  expect(order.refreshOf).toBe(first.id);
  await expect(page.getByRole('dialog').locator('.swal2-html-container')).toHaveText(MESSAGES.orderReceived);

  // The admin's form says it is a refresh and starts from the avatar's persona; the draft comes from the transcript.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await storeToken(adminPage, await apiSignIn(request, adminCredentials()));
  const form = await openConsole(adminPage, { order }, 30_000);
  await expect(form.getByText(`Refresh of ${PERSONA}`, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(PERSONA);
  await expect(form.getByLabel('Occupation', { exact: true })).toHaveValue('Dispatch lead');
  await button(form, 'Draft with AI').click();
  await expect(form.getByText(/^Drafted from the sources without a model/)).toBeVisible();
  await expect(form.getByRole('listitem', { name: /^Claim \d+ of / }).first()).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(PERSONA);
  // The research gives no age, gender or occupation: the admin types them (the extractive draft leaves them open).
  await form.getByLabel('Age', { exact: true }).fill('42');
  await form.getByLabel('Gender', { exact: true }).fill('female');
  await form.getByLabel('Occupation', { exact: true }).fill('Dispatch lead');
  const delivered = adminPage.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: order.id }), { timeout: 30_000 });
  await button(form, 'Deliver Blueprint').click();
  const refused = adminPage.getByRole('dialog').textContent({ timeout: 30_000 }).then((text) => `refused before sending: ${text}`, () => null);
  const outcome = await Promise.race([delivered, refused]);
  if (typeof outcome === 'string' || !outcome) throw new Error(outcome ?? 'no delivery');
  expect(outcome.status()).toBe(201);
  await expectAlert(adminPage, new RegExp(`^${PERSONA} was delivered to `));
  await adminContext.close();

  // The same avatar, still one card, now carries the evidence badge; its detail page is the same address.
  await page.goto('/');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^\d+ % evidence/)).toBeVisible();
  await expect(card.getByRole('link', { name: `Open ${PERSONA}` })).toHaveAttribute('href', `/avatarDetail/${first.id}`);
  await card.getByRole('link', { name: `Open ${PERSONA}` }).click();
  await expect(page.getByRole('region', { name: 'Evidence' })).toContainText(/\d+ of \d+ claims backed by your research · \d+ %/);
});
