import { readFile } from 'node:fs/promises';
import { endpoints, type ExportManifest } from '@persona/shared';
import yauzl from 'yauzl';
import { expect, test } from './fixtures';
import { apiCall, originHeaders } from './support/api';
import { expectActivity, openAccountActivity } from './support/activity';
import { adminCredentials, adminToken, storeSession, uniqueCompany } from './support/api-session';
import { createLibrary } from './support/avatars-setup';

/** manifest.json of a downloaded archive. */
async function readManifest(path: string): Promise<ExportManifest> {
  const buffer = await readFile(path);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'manifest.json') return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as ExportManifest));
        });
      });
      zip.on('end', () => reject(new Error('the archive has no manifest.json')));
      zip.readEntry();
    });
  });
}

test('the owner exports the account and closes it; members cannot sign in until a site admin restores it', async ({ page, browser, request, baseURL }) => {
  // An account name of its own: the admin's lists hold every worker's accounts.
  const accountName = uniqueCompany('Closing');
  const { user, avatars } = await createLibrary(request, [{ name: 'Rita Runner', company: 'Trail Co', campaign: 'Spring' }], { company: accountName });
  await storeSession(page, user.token, user.email);
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data' }).click();
  const manifest = await readManifest(await (await downloading).path());
  expect(manifest.orders).toHaveLength(1);
  expect(manifest.avatars).toEqual([{ id: avatars[0]!.id, name: 'Rita Runner' }]);

  await page.getByRole('button', { name: 'Close account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Wrong name');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(dialog).toContainText('not the account’s name');
  await dialog.getByRole('textbox').fill(accountName);
  await dialog.getByRole('button', { name: 'Close account' }).click();
  // Signed out once the account is closed. Not "the settings' buttons are gone": while the dialog is still open
  // (closing) they are hidden from the accessibility tree, and the check would pass before the account was closed.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  const refused = await apiCall(request, endpoints.signInWithEmail, { body: { email: user.email, password: user.password }, headers: originHeaders(baseURL!) });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'ACCOUNT_CLOSED' } });

  const adminPage = await browser.newPage();
  await storeSession(adminPage, await adminToken(request), adminCredentials().email);
  await adminPage.goto('/admin/accounts');
  await adminPage.getByRole('button', { name: `Restore ${accountName}` }).click();
  await expect(adminPage.getByRole('button', { name: `Restore ${accountName}` })).toHaveCount(0);

  // The owner could not sign in to read it: the site admin's log of the account says each step.
  const activity = await openAccountActivity(adminPage, accountName);
  await expectActivity(activity, "Lena User downloaded an export of the account's data");
  await expectActivity(activity, 'Lena User closed the account');
  await expectActivity(activity, /\(site admin\) restored the account/);
  await adminPage.close();

  const again = await apiCall(request, endpoints.signInWithEmail, { body: { email: user.email, password: user.password }, headers: originHeaders(baseURL!) });
  expect(again.status()).toBe(200);
});
