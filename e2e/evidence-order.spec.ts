import type { Page } from '@playwright/test';
import { endpoints, MESSAGES, SOURCE_FILE_MESSAGES } from '@persona/shared';
import { atPath, expectOops, h1, longDate, test, expect } from './fixtures';
import { apiOk, isCall, routePattern, type UploadFile } from './support/api';
import { adminToken } from './support/api-session';
import { customerWithCampaign, wizardAtResearch } from './support/order-wizard';

/** The customer's side of evidence: research sources added in the wizard's step 3, and listed on /orders. */

const COMPANY = 'Acme';
const CAMPAIGN = 'Spring Launch';

/**
 * A transcript paragraph long enough to be a passage of its own (the server merges paragraphs shorter than 300
 * characters): so a transcript of n paragraphs gives n passages.
 */
const turn = (speaker: string, said: string) =>
  `${speaker}: ${said} ${'We compared three options over two weeks, asked the team, and read the reviews before we decided anything at all. '.repeat(3)}`;
const text = (name: string, content: string, mimeType = 'text/plain'): UploadFile => ({ name, mimeType, buffer: Buffer.from(content) });

const INTERVIEW_1 = text('interview-1.txt', [turn('Anna', 'Price comes first for us.'), turn('Anna', 'Setup took an afternoon.'), turn('Anna', 'Support answered within the hour.')].join('\n\n'));
const INTERVIEW_2 = text('interview-2.txt', [turn('Ben', 'We hike every weekend.'), turn('Ben', 'The app drains my battery.')].join('\n\n'));
const SURVEY = text('survey.csv', 'Role,Comment\nbuyer,too slow\nmanager,love the reports\nbuyer,pricing is unclear\nanalyst,exports work well\n', 'text/csv');
const WRONG_KIND = text('setup.exe', 'MZ', 'application/octet-stream');
const EMPTY = text('empty.txt', '');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const research = (page: Page) => page.getByLabel('Research', { exact: true });
const sourceItem = (page: Page, name: string) => page.getByRole('list', { name: 'Your research' }).getByRole('listitem').filter({ hasText: name });
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Your orders' });
const orderRows = (page: Page) => ordersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader') });

/** The SweetAlert2 'Danger zone' question: answered with Remove (an 'Oops!' may take its place at once). */
async function confirmRemoval(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText('Remove this source?');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
}

test('a customer orders with two transcripts and a CSV, sees each one read, and removes a source while the order is pending', async ({ page }) => {
  const { accountId, token } = await customerWithCampaign(page, COMPANY, CAMPAIGN);
  await wizardAtResearch(page, COMPANY, CAMPAIGN);

  // The first transcript is read on the server as soon as it is added.
  const firstUpload = page.waitForResponse((response) => isCall(response.request(), endpoints.uploadSource));
  await research(page).setInputFiles(INTERVIEW_1);
  await expect(sourceItem(page, INTERVIEW_1.name).getByRole('status')).toHaveText('3 passages');
  const interview1 = (await (await firstUpload).json()) as { id: string; key: string };

  // An upload that fails on the way stays beside its file with the server's words, and is sent again on Retry.
  const busy = 'The portal is reading many files right now: try again in a minute.';
  await page.route(
    routePattern(endpoints.uploadSource),
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: busy } }) }),
    { times: 1 },
  );
  await research(page).setInputFiles(INTERVIEW_2);
  await expect(sourceItem(page, INTERVIEW_2.name).getByRole('status')).toHaveText(busy);
  await expect(sourceItem(page, INTERVIEW_1.name).getByRole('status')).toHaveText('3 passages');
  await expect(button(page, 'Submit')).toBeDisabled();
  await button(page, `Retry ${INTERVIEW_2.name}`).click();
  await expect(sourceItem(page, INTERVIEW_2.name).getByRole('status')).toHaveText('2 passages');

  // Several files at once: each is checked and read on its own; a wrong kind and an empty file say why.
  await research(page).setInputFiles([SURVEY, WRONG_KIND, EMPTY]);
  await expect(sourceItem(page, SURVEY.name).getByRole('status')).toHaveText('4 passages');
  await expect(sourceItem(page, WRONG_KIND.name).getByRole('status')).toHaveText(SOURCE_FILE_MESSAGES.type);
  await expect(sourceItem(page, EMPTY.name).getByRole('status')).toHaveText('This file has no text to read.');
  await expect(button(page, `Retry ${WRONG_KIND.name}`)).toHaveCount(0);
  await expect(page.getByText('Retry or remove the sources that could not be read before you submit.')).toBeVisible();
  await expect(button(page, 'Submit')).toBeDisabled();
  await button(page, `Remove ${WRONG_KIND.name}`).click();
  await button(page, `Remove ${EMPTY.name}`).click();
  await expect(page.getByRole('list', { name: 'Your research' }).getByRole('listitem')).toHaveCount(3);
  await expect(button(page, 'Submit')).toBeEnabled();

  // The order carries the sources in the order given, and the first file as the spec's attachment.
  const order = page.waitForRequest((request) => isCall(request, endpoints.orderBlueprint));
  await button(page, 'Submit').click();
  const payload = (await order).postDataJSON() as { data: { sources: string[]; attachment: string } };
  expect(payload.data.sources).toHaveLength(3);
  expect(payload.data.sources[0]).toBe(interview1.id);
  expect(payload.data.attachment).toBe(interview1.key);
  await expect(page.getByRole('dialog').locator('.swal2-html-container')).toHaveText(MESSAGES.orderReceived);
  await expect(page).toHaveURL(atPath('/'));

  // /orders lists the order's sources with their passages.
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(ordersTable(page).getByRole('columnheader')).toHaveText(['Company - Campaign', 'Ordered', 'Status', 'Sources', 'Link']);
  const row = orderRows(page).first();
  await expect(row.getByRole('cell')).toHaveText([longDate(Date.now()), 'pending', /^3 sources · 9 passages/, '-']);
  const summary = row.getByRole('button', { name: '3 sources · 9 passages' });
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const detail = page.getByRole('list', { name: `Sources of ${COMPANY} - ${CAMPAIGN}` }).getByRole('listitem');
  await expect(detail).toHaveText([
    /^interview-1\.txt\s*File · .+ · 3 passages/,
    /^interview-2\.txt\s*File · .+ · 2 passages/,
    /^survey\.csv\s*File · .+ · 4 passages/,
  ]);

  // A stored source downloads through a fresh signed address.
  const popup = page.waitForEvent('popup');
  await button(page, `Download ${SURVEY.name}`).click();
  const download = await popup;
  await download.close();

  // Removing a source asks first; Cancel keeps it.
  await button(page, `Remove ${INTERVIEW_2.name}`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(detail).toHaveCount(3);
  await button(page, `Remove ${INTERVIEW_2.name}`).click();
  await confirmRemoval(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(detail).toHaveCount(2);
  await expect(row.getByRole('button', { name: '2 sources · 7 passages' })).toBeVisible();
  const listed = await apiOk(page.request, endpoints.listOrders, { params: { accountId }, token });
  expect(listed[0]!.sources.map(({ name }) => name)).toEqual([INTERVIEW_1.name, SURVEY.name]);

  // Once the admin has started the order, its sources stay: the server's refusal is shown.
  await apiOk(page.request, endpoints.setOrderStatus, { params: { id: listed[0]!.id }, body: { status: 'in progress' }, token: await adminToken(page.request) });
  await button(page, `Remove ${SURVEY.name}`).click();
  await confirmRemoval(page);
  await expectOops(page, 'This order is already in progress, so its sources can no longer be removed.');
  await expect(row.getByRole('cell').nth(1)).toHaveText('in progress');
  await expect(button(page, `Remove ${SURVEY.name}`)).toHaveCount(0);
  await expect(page.getByText('Sources can be removed until the order is in progress.')).toBeVisible();
  await expect(detail).toHaveCount(2);
});

test('pasted research with a label, and a dropped file, are read into passages; a source removed in the wizard does not go with the order', async ({ page }) => {
  await customerWithCampaign(page, COMPANY, CAMPAIGN);
  await wizardAtResearch(page, COMPANY, CAMPAIGN);

  await expect(button(page, 'Add pasted text')).toBeDisabled();
  await page.getByLabel('Label of the pasted text').fill('Sales call notes');
  await page.getByLabel('Pasted text', { exact: true }).fill(`${turn('Carla', 'Our buyers ask about price first.')}\n\n${turn('Carla', 'They want a trial.')}`);
  // Enter in the label adds the text; it never sends the order.
  await page.getByLabel('Label of the pasted text').press('Enter');
  await expect(sourceItem(page, 'Sales call notes').getByRole('status')).toHaveText('2 passages');
  await expect(page.getByLabel('Label of the pasted text')).toHaveValue('');
  await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();

  // A file dropped on the zone is added as a chosen one is; removed before the order, it is deleted on the server.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['# Field notes\n\nBuyers compare prices on their phones.'], 'field-notes.md', { type: 'text/markdown' }));
    return transfer;
  });
  await page.getByText('or drop them here', { exact: true }).locator('..').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(sourceItem(page, 'field-notes.md').getByRole('status')).toHaveText('1 passage');
  const removal = page.waitForResponse((response) => isCall(response.request(), endpoints.removeSource));
  await button(page, 'Remove field-notes.md').click();
  expect((await removal).status()).toBe(204);
  await expect(sourceItem(page, 'field-notes.md')).toHaveCount(0);

  // Back and Next keep the sources.
  await button(page, 'Back').click();
  await button(page, 'Next').click();
  await expect(sourceItem(page, 'Sales call notes')).toBeVisible();

  const order = page.waitForRequest((request) => isCall(request, endpoints.orderBlueprint));
  await button(page, 'Submit').click();
  const payload = (await order).postDataJSON() as { data: { sources: string[]; attachment: string } };
  expect(payload.data.sources).toHaveLength(1);
  // Pasted text is no file: the spec's attachment stays empty.
  expect(payload.data.attachment).toBe('');
  await expect(page).toHaveURL(atPath('/'));

  await page.goto('/orders');
  await orderRows(page).first().getByRole('button', { name: '1 source · 2 passages' }).click();
  await expect(page.getByRole('list', { name: `Sources of ${COMPANY} - ${CAMPAIGN}` }).getByRole('listitem')).toHaveText([/^Sales call notes\s*Pasted text · .+ · 2 passages/]);
});
