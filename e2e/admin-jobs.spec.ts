import { endpoints, register } from '@persona/shared';
import type { Page } from '@playwright/test';
import { expect, expectAlert, expectOops, h1, test, uniqueEmail } from './fixtures';
import { fetchCaller, routePattern } from './support/api';
import { storeSession } from './support/api-session';
import { freePort, startPortal, type RunningPortal } from './support/portal-server';

/**
 * The failed jobs screen. Its own portal, whose mail server is a closed port and which tries a mail once: every
 * mail fails for good at once, so the admin has a failed job to see and retry.
 */
let portal: RunningPortal;
let admin: { email: string; token: string };
test.beforeAll(async () => {
  portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_RETRY_LIMIT: '0', JOB_POLL_INTERVAL_MS: '200' });
  const call = fetchCaller(portal.baseUrl);
  const email = uniqueEmail('jobs-admin');
  // The first person on a fresh portal is its site admin.
  const { token, account } = await register(call, { email, password: 'jobs-admin-password-1', name: 'Jo', lastname: 'Admin', company: 'Jobs Co' });
  admin = { email, token };
  await call(endpoints.invite, { body: { accountId: account.id, email: uniqueEmail('never-mailed') }, token });
  await expect.poll(async () => (await call(endpoints.listFailedJobs, { query: {}, token })).total, { timeout: 60_000 }).toBe(1);
});
test.afterAll(async () => {
  await portal?.stop();
});

const failedList = (page: Page) => page.getByRole('region', { name: /^Failed jobs \(\d+\)$/ });

test('an admin finds a mail that failed for good from the Admin Panel, sees why, and runs it again', async ({ page }) => {
  await storeSession(page, admin.token, admin.email);
  await page.goto(`${portal.baseUrl}/admin`);
  await page.getByRole('link', { name: /Failed jobs/ }).click();
  await expect(h1(page, 'Failed jobs')).toBeVisible();
  const list = failedList(page);
  await expect(list.getByRole('heading')).toHaveText('Failed jobs (1)');
  const row = list.getByRole('listitem');
  await expect(row).toContainText('Mail');
  await expect(row).toContainText('ECONNREFUSED');
  await expect(row).toContainText('1 try');
  await expect(row).not.toContainText('never-mailed');

  await row.getByRole('button', { name: /^Retry the Mail job that failed / }).click();
  await expectAlert(page, 'The job was queued again and runs now.');
});

test('says so when the job was already retried elsewhere, or when the list cannot be loaded', async ({ page }) => {
  await storeSession(page, admin.token, admin.email);
  await page.route(routePattern(endpoints.retryJob), (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'This job is not among the failed ones.' } } }),
  );
  await page.goto(`${portal.baseUrl}/admin/jobs`);
  const row = failedList(page).getByRole('listitem').first();
  await row.getByRole('button', { name: /^Retry / }).click();
  await expectOops(page, 'This job is no longer among the failed ones: it may have been retried already.');

  await page.route(routePattern(endpoints.listFailedJobs), (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Broken.' } } }));
  await page.reload();
  await expect(page.getByText('The failed jobs could not be loaded.', { exact: true })).toBeVisible();
});
