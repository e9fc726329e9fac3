import { endpoints } from '@persona/shared';
import type { Page } from '@playwright/test';
import { atPath, expect, h1, sidebar, test as base } from './fixtures';
import { apiOk } from './support/api';
import { registerViaApi, storeSession } from './support/api-session';
import { rolePage, screenFixtures, type ScreenFixtures } from './support/screens';

/** Focus after navigation and deletion, the onboarding widget and the collapsed sidebar, by keyboard. */

const test = base.extend<object, ScreenFixtures>(screenFixtures);

const widget = (page: Page) => page.getByRole('complementary', { name: 'Onboarding' });
const widgetToggle = (page: Page) => widget(page).getByRole('button', { name: /^Getting started\b/ });

test('opening an avatar and following a sidebar entry put focus on the new screen’s heading', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member');
  const name = screenData.avatars[0]!.data.name;
  await page.goto('/');
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Open ${name}`, 'i') }).first().click();
  await expect(page).toHaveURL(atPath(`/avatarDetail/${screenData.avatars[0]!.id}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  await sidebar(page).getByRole('link', { name: 'Orders', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/orders'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await page.context().close();
});

test('deleting a company moves focus to the next company, and deleting the last one to the heading', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Focus Co' });
  for (const displayName of ['Older Company', 'Newer Company']) {
    await apiOk(page.request, endpoints.createCompany, { body: { accountId: member.accountId, displayName }, token: member.token });
  }
  await storeSession(page, member.token, member.email);
  await page.goto('/settings/companies');
  const companies = page.getByRole('list', { name: /companies/i }).first();
  await expect(page.getByText('2 companies', { exact: true })).toBeVisible();

  // Newest first: delete Newer Company by keyboard; focus lands on Older Company's first control.
  await page.getByRole('button', { name: 'Delete Newer Company', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('1 company', { exact: true })).toBeVisible();
  await expect(companies.getByRole('button', { name: 'Collapse Older Company', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Older Company', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No companies yet. Add your first one above.', { exact: true })).toBeVisible();
  await expect(h1(page, 'Companies')).toBeFocused();
});

test('deleting a panel leads to the panel list with focus on its heading', async ({ browser, screenData }) => {
  const { member, avatars } = screenData;
  const body = { accountId: member.accountId, kind: 'question' as const, avatarIds: avatars.slice(0, 2).map(({ id }) => id), prompt: 'Boots or shoes?', title: 'Panel to delete' };
  const page = await rolePage(browser, screenData, 'member');
  const panel = await apiOk(page.request, endpoints.createPanel, { body, token: member.token });
  await page.goto(`/panels/${panel.id}`);
  await expect(h1(page, 'Panel to delete')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeEnabled({ timeout: 30_000 }); // once its run has ended
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(atPath('/panels'));
  await expect(h1(page, 'Panels')).toBeFocused();
  await page.context().close();
});

test('the onboarding widget: toggle first in tab order, Escape closes and returns focus, the page’s end stays clear', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member');
  await page.goto('/settings');
  await expect(h1(page, 'Settings')).toBeVisible();
  await expect(widgetToggle(page)).toBeVisible({ timeout: 30_000 });

  // Collapsed it is a small pill, and scrolled to the end nothing of the page lies under it.
  const pill = (await widgetToggle(page).boundingBox())!;
  expect(pill.width).toBeLessThan(260);
  expect(pill.height).toBeLessThan(56);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(pill.y);

  await widgetToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'true');
  // The next Tab goes into the guide (its first step), not back out of the widget.
  await page.keyboard.press('Tab');
  await expect(widgetToggle(page)).not.toBeFocused();
  await expect(widget(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(widgetToggle(page)).toBeFocused();
  await page.context().close();
});

test('the collapsed sidebar shows each entry’s label as a tooltip on hover and on keyboard focus; Community and Panels differ', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member');
  await page.goto('/settings');
  await expect(h1(page, 'Settings')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const tooltip = page.getByTestId('sidebar-tooltip');

  const orders = sidebar(page).getByRole('link', { name: 'Orders', exact: true });
  await orders.hover();
  await expect(tooltip).toHaveText('Orders');
  await page.mouse.move(600, 400);
  await expect(tooltip).toHaveCount(0);

  // By keyboard: Tab from the entry before it shows the next entry's label; Escape hides it.
  await sidebar(page).getByRole('link', { name: 'Community', exact: true }).focus();
  await page.keyboard.press('Tab'); // Chat
  await page.keyboard.press('Tab'); // Panels
  await expect(sidebar(page).getByRole('link', { name: 'Panels', exact: true })).toBeFocused();
  await expect(tooltip).toHaveText('Panels');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  for (const label of ['Light Mode', 'Sign Out']) {
    await sidebar(page).getByRole('button', { name: label }).hover();
    await expect(tooltip).toHaveText(label);
  }

  const icon = (label: string) => sidebar(page).getByRole('link', { name: label, exact: true }).locator('svg').innerHTML();
  expect(await icon('Community')).not.toEqual(await icon('Panels'));
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.context().close();
});

test('a step that replaces its own button keeps focus at hand: two-factor Turn On, the test driver’s Cancel and Resume', async ({ browser, screenData }) => {
  const teammate = await rolePage(browser, screenData, 'teammate');
  await teammate.goto('/settings/security');
  const section = teammate.getByRole('region', { name: 'Two-factor sign-in' });
  const password = section.getByLabel('Password', { exact: true });
  await password.fill(screenData.teammate.password);
  await password.press('Enter');
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  // The form went with the step: its section's heading has the focus, and Tab goes on to the setup link.
  await expect(section.getByRole('heading', { name: 'Two-factor sign-in' })).toBeFocused();
  await teammate.keyboard.press('Tab');
  await expect(section.getByTestId('totp-uri')).toBeFocused();
  await teammate.context().close();

  const member = await rolePage(browser, screenData, 'member');
  await member.goto('/billing/test');
  const cancel = member.getByRole('button', { name: 'Cancel at period end', exact: true });
  const resume = member.getByRole('button', { name: 'Resume plan', exact: true });
  await cancel.focus();
  await member.keyboard.press('Enter');
  await expect(resume).toBeFocused();
  await expect(resume).toBeEnabled(); // not busy any more (busy, it ignores the key)
  await member.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await expect(cancel).toBeEnabled();
  await expect(member.getByRole('status').filter({ hasText: /^Renews on / })).toBeVisible();
  await member.context().close();
});
