import { endpoints } from '@persona/shared';
import { env, expect, h1, test } from './fixtures';
import { apiOk } from './support/api';
import { adminToken, registerViaApi, signInPage } from './support/api-session';
import { placeOrders } from './support/avatars-setup';
import { EMBED_PAGES } from './support/embed-server';

/**
 * The embedded pages (/community, /chat) and external Blueprint documents. The portal of the browser tests has
 * COMMUNITY_URL on a stand-in server, no CHATBOT_URL, and DOCUMENT_FRAME_ORIGINS=https://docs.example.com
 * (e2e/global-setup.ts).
 */

test('/community shows the configured page in a full-height frame, and a link that opens it in a new tab', async ({ adminPage: page }) => {
  const address = `${env('E2E_EMBED_URL')}${EMBED_PAGES.community.path}`;
  await page.goto('/community');
  await expect(h1(page, 'Community')).toBeVisible();
  const frame = page.locator('iframe[title="Community"]');
  await expect(frame).toHaveAttribute('src', address);
  await expect(page.frameLocator('iframe[title="Community"]').getByRole('heading', { level: 1, name: EMBED_PAGES.community.heading })).toBeVisible();
  const height = (await frame.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan((page.viewportSize()?.height ?? 0) / 2);

  const open = page.getByRole('link', { name: 'Open in a new tab' });
  await expect(open).toHaveAttribute('href', address);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/is not set up yet/)).toHaveCount(0);
});

test('/chat without CHATBOT_URL says the page is not set up and names the setting', async ({ adminPage: page }) => {
  await page.goto('/chat');
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(page.getByText('The chat-bot page is not set up yet. A site admin can set CHATBOT_URL to show it here.', { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveCount(0);
});

test('/chat without CHATBOT_URL gives a customer a friendly notice, never the server setting', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Bot Co' });
  await signInPage(page, member.email, member.password);
  await page.goto('/chat');
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(page.getByText('The chat-bot is not available yet. Please check back soon.', { exact: true })).toBeVisible();
  await expect(page.getByText(/CHATBOT_URL/)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('an external Blueprint document is framed only from a listed origin; any other gets a notice and its link', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Docs Co' });
  const [listed, other] = await placeOrders(page.request, member, [
    { name: '', company: 'Docs Co', campaign: 'Listed' },
    { name: '', company: 'Docs Co', campaign: 'Other' },
  ]);
  const admin = await adminToken(page.request);
  const persona = { age: 41, gender: 'female', occupation: 'Engineer' };
  const listedUrl = 'https://docs.example.com/blueprints/rita';
  const otherUrl = 'https://example.com/blueprint.pdf';
  const rita = await apiOk(page.request, endpoints.deliverOrder, { params: { id: listed!.id }, body: { ...persona, name: 'Rita Remote', externalUrl: listedUrl }, token: admin });
  const otto = await apiOk(page.request, endpoints.deliverOrder, { params: { id: other!.id }, body: { ...persona, name: 'Otto Outside', externalUrl: otherUrl }, token: admin });
  // The listed origin's document, served here instead of the internet.
  await page.route(`${listedUrl}**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Rita’s external Blueprint</h1>' }));
  await signInPage(page, member.email, member.password);

  await page.goto(`/avatarDetail/${rita.id}`);
  await expect(h1(page, 'Rita Remote')).toBeVisible();
  await expect(page.locator('iframe[title="Blueprint of Rita Remote"]')).toHaveAttribute('src', listedUrl);
  await expect(page.frameLocator('iframe[title="Blueprint of Rita Remote"]').getByRole('heading', { name: 'Rita’s external Blueprint' })).toBeVisible();
  await expect(page.getByText('This Blueprint is an external document.')).toHaveCount(0);

  await page.goto(`/avatarDetail/${otto.id}`);
  await expect(h1(page, 'Otto Outside')).toBeVisible();
  await expect(page.getByText('This Blueprint is an external document.', { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const open = page.getByRole('link', { name: 'Open document' });
  await expect(open).toHaveAttribute('href', otherUrl);
  await expect(open).toHaveAttribute('target', '_blank');
});
