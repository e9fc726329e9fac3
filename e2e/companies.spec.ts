import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, MESSAGES } from '@persona/shared';
import { expectAlert, expectOops, h1, test, expect } from './fixtures';
import { apiCall, isCall, routePattern } from './support/api';
import { registerViaApi, signInPage, type RegisteredUser } from './support/api-session';

/** The Companies screen (/settings/companies): companies and their campaigns, against the real API. */

const COMPANY_REQUIRED = 'Please type a name for your company.';
const DUPLICATE_COMPANY = 'You already have a company with this name.';
const DUPLICATE_CAMPAIGN = 'This company already has a campaign with this name.';

/** Creates companies (in the given order, so the last is the newest) with their campaigns through the API. */
async function seed(request: APIRequestContext, user: RegisteredUser, companies: Record<string, string[]>): Promise<void> {
  const { token } = user;
  for (const [displayName, campaigns] of Object.entries(companies)) {
    const created = await apiCall(request, endpoints.createCompany, { body: { accountId: user.accountId, displayName }, token });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const campaign of campaigns) {
      expect((await apiCall(request, endpoints.createCampaign, { body: { companyId: id, displayName: campaign }, token })).status()).toBe(201);
    }
    // Distinct creation times for the date order.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Signs a new user with an active account in and opens the screen, optionally with some companies already there. */
async function openCompanies(page: Page, companies: Record<string, string[]> = {}): Promise<void> {
  const user = await registerViaApi(page.request, { active: true });
  await seed(page.request, user, companies);
  await signInPage(page, user.email, user.password);
  await page.goto('/settings/companies');
  await expect(h1(page, 'Companies')).toBeVisible();
}

const company = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const companyNames = (page: Page) => page.getByRole('list', { name: 'Companies', exact: true }).getByRole('heading', { level: 2 });
const campaignRows = (page: Page, companyName: string) => page.getByRole('list', { name: `Campaigns of ${companyName}`, exact: true }).getByRole('listitem');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function addCampaign(page: Page, companyName: string, name: string): Promise<void> {
  const card = company(page, companyName);
  await card.getByLabel('Campaign name').fill(name);
  await card.getByRole('button', { name: 'Add Campaign' }).click();
}

/** The 'Danger zone' confirmation for a company or campaign, answered with Delete or Cancel. */
async function answerDangerZone(page: Page, what: 'company' | 'campaign', answer: 'Delete' | 'Cancel'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText(MESSAGES.dangerZone);
  await expect(dialog.locator('.swal2-html-container')).toHaveText(MESSAGES.confirmDelete(what));
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('adds a company and two campaigns, capitalised word by word, and keeps them', async ({ page }) => {
  await openCompanies(page);
  await expect(page.getByText('No companies yet.')).toBeVisible();

  await page.getByLabel('Company name').fill('  acme corp ');
  await button(page, 'Add Company').click();
  await expectAlert(page, MESSAGES.companyCreated);
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(companyNames(page)).toHaveText(['Acme Corp']);

  await addCampaign(page, 'Acme Corp', 'spring launch');
  await expect(campaignRows(page, 'Acme Corp')).toHaveText(['Spring Launch']);
  await addCampaign(page, 'Acme Corp', 'summer sale');
  await expect(campaignRows(page, 'Acme Corp')).toHaveText(['Spring Launch', 'Summer Sale']);
  await expect(company(page, 'Acme Corp').getByLabel('Campaign name')).toHaveValue('');
  await expect(company(page, 'Acme Corp')).toContainText('2 campaigns');

  await page.reload();
  await expect(companyNames(page)).toHaveText(['Acme Corp']);
  await expect(campaignRows(page, 'Acme Corp')).toHaveText(['Spring Launch', 'Summer Sale']);
});

test('renames companies and campaigns inline: Enter or the check button saves, Escape or X cancels', async ({ page }) => {
  await openCompanies(page, { Acme: ['Spring Launch', 'Summer Sale'] });

  // Company: Escape cancels, Enter saves.
  await button(page, 'Rename Acme').click();
  const companyInput = page.getByRole('textbox', { name: 'New name for Acme', exact: true });
  await expect(companyInput).toHaveValue('Acme');
  await expect(companyInput).toBeFocused();
  await companyInput.fill('something else');
  await companyInput.press('Escape');
  await expect(companyInput).toHaveCount(0);
  await expect(companyNames(page)).toHaveText(['Acme']);
  await expect(button(page, 'Rename Acme')).toBeFocused();

  await button(page, 'Rename Acme').click();
  await companyInput.fill('acme global');
  await companyInput.press('Enter');
  await expect(companyNames(page)).toHaveText(['Acme Global']);
  await expect(button(page, 'Rename Acme Global')).toBeVisible();

  // Campaign: the X cancels, the check button saves.
  await button(page, 'Rename campaign Spring Launch').click();
  const campaignInput = page.getByRole('textbox', { name: 'New name for campaign Spring Launch', exact: true });
  await campaignInput.fill('nope');
  await button(page, 'Cancel renaming campaign Spring Launch').click();
  await expect(campaignRows(page, 'Acme Global')).toHaveText(['Spring Launch', 'Summer Sale']);

  await button(page, 'Rename campaign Spring Launch').click();
  await campaignInput.fill('spring relaunch');
  await button(page, 'Save new name for campaign Spring Launch').click();
  await expect(campaignRows(page, 'Acme Global')).toHaveText(['Spring Relaunch', 'Summer Sale']);

  // And the other way round: the check button for a company, Enter for a campaign.
  await button(page, 'Rename Acme Global').click();
  await page.getByRole('textbox', { name: 'New name for Acme Global' }).fill('acme worldwide');
  await button(page, 'Save new name for Acme Global').click();
  await expect(button(page, 'Rename Acme Worldwide')).toBeVisible();
  await button(page, 'Rename campaign Summer Sale').click();
  await page.getByRole('textbox', { name: 'New name for campaign Summer Sale' }).fill('summer deals');
  const saved = page.waitForResponse((r) => isCall(r.request(), endpoints.renameCampaign));
  await page.getByRole('textbox', { name: 'New name for campaign Summer Sale' }).press('Enter');
  // The reload must not cut the rename short.
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(companyNames(page)).toHaveText(['Acme Worldwide']);
  await expect(campaignRows(page, 'Acme Worldwide')).toHaveText(['Spring Relaunch', 'Summer Deals']);
});

test('sorts by Date Created (newest first, the default) and by Name (A to Z)', async ({ page }) => {
  await openCompanies(page, { Beta: [], Alpha: [], Gamma: [] });
  const byName = button(page, 'Name');
  const byDate = button(page, 'Date Created');

  await expect(byDate).toHaveAttribute('aria-pressed', 'true');
  await expect(companyNames(page)).toHaveText(['Gamma', 'Alpha', 'Beta']);

  await byName.click();
  await expect(byName).toHaveAttribute('aria-pressed', 'true');
  await expect(byDate).toHaveAttribute('aria-pressed', 'false');
  await expect(companyNames(page)).toHaveText(['Alpha', 'Beta', 'Gamma']);

  // A new company lands in its place in either order.
  await page.getByLabel('Company name').fill('delta');
  await button(page, 'Add Company').click();
  await expectAlert(page, MESSAGES.companyCreated);
  await expect(companyNames(page)).toHaveText(['Alpha', 'Beta', 'Delta', 'Gamma']);

  await byDate.click();
  await expect(companyNames(page)).toHaveText(['Delta', 'Gamma', 'Alpha', 'Beta']);
});

test('collapses and expands the campaigns of a company', async ({ page }) => {
  await openCompanies(page, { Acme: ['Spring Launch'], Globex: ['Winter Promo'] });
  const collapse = button(page, 'Collapse Acme');
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Spring Launch')).toBeVisible();

  await collapse.click();
  const expand = button(page, 'Expand Acme');
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Spring Launch')).toBeHidden();
  await expect(company(page, 'Acme').getByRole('button', { name: 'Add Campaign' })).toBeHidden();
  await expect(company(page, 'Acme')).toContainText('1 campaign');
  // The other company stays open.
  await expect(page.getByText('Winter Promo')).toBeVisible();

  await expand.click();
  await expect(button(page, 'Collapse Acme')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Spring Launch')).toBeVisible();
});

test('deletes a campaign and then a company only after the Danger zone confirmation', async ({ page }) => {
  await openCompanies(page, { Acme: ['Spring Launch', 'Summer Sale'], Globex: [] });

  await button(page, 'Delete campaign Spring Launch').click();
  await answerDangerZone(page, 'campaign', 'Cancel');
  await expect(campaignRows(page, 'Acme')).toHaveText(['Spring Launch', 'Summer Sale']);

  await button(page, 'Delete campaign Spring Launch').click();
  await answerDangerZone(page, 'campaign', 'Delete');
  await expect(campaignRows(page, 'Acme')).toHaveText(['Summer Sale']);

  await button(page, 'Delete Acme').click();
  await answerDangerZone(page, 'company', 'Cancel');
  await expect(companyNames(page)).toHaveText(['Globex', 'Acme']);

  await button(page, 'Delete Acme').click();
  await answerDangerZone(page, 'company', 'Delete');
  await expect(companyNames(page)).toHaveText(['Globex']);

  await page.reload();
  await expect(companyNames(page)).toHaveText(['Globex']);
});

test('an empty name shows the validation text and calls nothing', async ({ page }) => {
  await openCompanies(page, { Acme: ['Spring Launch'] });
  const companyWrites = Object.values(endpoints).filter((endpoint) => endpoint.tag === 'companies' && endpoint.method !== 'GET');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (companyWrites.some((endpoint) => isCall(request, endpoint))) writes.push(`${request.method()} ${request.url()}`);
  });

  await page.getByLabel('Company name').fill('   ');
  await button(page, 'Add Company').click();
  await expectOops(page, COMPANY_REQUIRED);
  // Focus is back on what opened the alert once the alert has gone (its didClose runs just after it leaves the
  // page), and is never taken back later from what the person focuses next (SweetAlert2 on its own gives it back
  // 100 ms after closing).
  await expect(button(page, 'Add Company')).toBeFocused();
  await page.getByLabel('Company name').focus();
  await page.waitForTimeout(300);
  await expect(page.getByLabel('Company name')).toBeFocused();

  await company(page, 'Acme').getByRole('button', { name: 'Add Campaign' }).click();
  await expectOops(page, MESSAGES.campaignNameRequired);

  await button(page, 'Rename campaign Spring Launch').click();
  const campaignInput = page.getByRole('textbox', { name: 'New name for campaign Spring Launch' });
  await campaignInput.fill('');
  await campaignInput.press('Enter');
  await expectOops(page, MESSAGES.campaignNameTooShort);
  // The editor stays open with the old name still saved.
  await expect(campaignInput).toBeVisible();
  await button(page, 'Cancel renaming campaign Spring Launch').click();

  await button(page, 'Rename Acme').click();
  await page.getByRole('textbox', { name: 'New name for Acme' }).fill(' ');
  await button(page, 'Save new name for Acme').click();
  await expectOops(page, COMPANY_REQUIRED);
  await button(page, 'Cancel renaming Acme').click();

  expect(writes).toEqual([]);
  await expect(companyNames(page)).toHaveText(['Acme']);
  await expect(campaignRows(page, 'Acme')).toHaveText(['Spring Launch']);
});

test("a duplicate name shows the server's message", async ({ page }) => {
  await openCompanies(page, { Acme: ['Spring Launch'], Globex: [] });

  await page.getByLabel('Company name').fill('acme');
  await button(page, 'Add Company').click();
  await expectOops(page, DUPLICATE_COMPANY);
  // The typed name stays for a correction, and focus is back on the button, which was disabled (so without focus)
  // while the server answered.
  await expect(page.getByLabel('Company name')).toHaveValue('acme');
  await expect(button(page, 'Add Company')).toBeFocused();

  await button(page, 'Rename Globex').click();
  await page.getByRole('textbox', { name: 'New name for Globex' }).fill('ACME');
  await page.getByRole('textbox', { name: 'New name for Globex' }).press('Enter');
  await expectOops(page, DUPLICATE_COMPANY);
  await page.getByRole('textbox', { name: 'New name for Globex' }).press('Escape');
  await expect(companyNames(page)).toHaveText(['Globex', 'Acme']);

  await addCampaign(page, 'Acme', 'spring launch');
  await expectOops(page, DUPLICATE_CAMPAIGN);
  await expect(campaignRows(page, 'Acme')).toHaveText(['Spring Launch']);
});

test('a failed load shows the message in the page with Try Again, and no alert on top', async ({ page }) => {
  await page.route(routePattern(endpoints.listCompanies), (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The companies are out to lunch.' } } }),
  );
  await openCompanies(page);
  await expect(page.getByRole('alert')).toContainText('The companies are out to lunch.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(routePattern(endpoints.listCompanies));
  await button(page, 'Try Again').click();
  await expect(page.getByText('No companies yet.')).toBeVisible();
});
