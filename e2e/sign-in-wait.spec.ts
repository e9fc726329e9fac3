import { endpoints } from '@persona/shared';
import { apiSignIn, expect, h1, test } from './fixtures';
import { routePattern } from './support/api';
import { registerViaApi, storeSession } from './support/api-session';

/**
 * A long sign-in wait says what it waits for (issue 35: a missing user record kept a blank spinner up for about
 * 19 s). The user lookup's answers are routed; the rest of the sequence is the real API's.
 */

const WAITING = 'Loading your account…';
const SLOW = 'Still loading your account: the server is slow to answer. We keep trying for a few more seconds.';
const MISSING = 'You are signed in, but your user record is missing, so your workspace cannot open. Try again, or sign out and contact support if it keeps happening.';

test('a slow sign-in names what it waits for, then offers a way out; a missing user record fails at once with a clear text', async ({ page }) => {
  const user = await registerViaApi(page.request, { active: true, name: 'Wanda' });
  await storeSession(page, user.token, user.email);

  // The lookup keeps failing (the spec's retries, 2 s apart): the wait is named, then called slow with Sign Out.
  await page.route(routePattern(endpoints.findUserByEmail), (route) => route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } }));
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SLOW })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThan(7_000);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(h1(page, 'Welcome')).toBeVisible();

  // The lookup answers without the record /me says exists: no 18 s of retries, the failure and its way out at once.
  await page.unrouteAll();
  await page.route(routePattern(endpoints.findUserByEmail), (route) => route.fulfill({ json: [] }));
  // Sign Out revoked the first session: a new one, as a second device would hold.
  const token = await apiSignIn(page.request, { email: user.email, password: user.password });
  await page.evaluate(([token, email]) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authEmail', email);
  }, [token, user.email.toLowerCase()] as const);
  const again = Date.now();
  await page.reload();
  await expect(h1(page, 'We could not load your account')).toBeVisible();
  await expect(page.getByRole('main').getByText(MISSING, { exact: true })).toBeVisible();
  expect(Date.now() - again).toBeLessThan(10_000);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
