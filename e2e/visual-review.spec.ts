import { endpoints, type LibraryAvatar } from '@persona/shared';
import type { Locator } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { routePattern } from './support/api';
import { rolePage, screenFixtures, type ScreenFixtures } from './support/screens';

/**
 * What the visual review at 1440 and 390 px found untidy (issue 35, Design), each at the width where it showed:
 * card names at different heights in one library row, the admin's order brief with Status alone on a row, and
 * the chat's keyboard hint cut inside the phone's message box.
 */

const test = base.extend<object, ScreenFixtures>(screenFixtures);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);

test('at 1440 px card names line up, the order brief fills its rows, and the chat hint sits under the message box', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member', { viewport: DESKTOP });
  // One card's campaign chip wraps to a second line: the name above it stays where its neighbours' are.
  await page.route(routePattern(endpoints.listAvatarPage), async (route) => {
    const response = await route.fetch();
    const page = (await response.json()) as { items: LibraryAvatar[] };
    page.items[0]!.data.campaignName = 'A campaign with a name long enough to wrap';
    await route.fulfill({ response, json: page });
  });
  await page.goto('/');
  const names = page.getByRole('list', { name: 'Avatars' }).getByRole('article').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(screenData.avatars.length);
  const tops = await Promise.all((await names.all()).map(top));
  expect(new Set(tops).size, `name tops ${tops.join(', ')}`).toBe(1);

  await page.goto(`/chat/avatar/${screenData.avatars[0]!.id}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('placeholder', /^Ask .+ a question…$/);
  await expect(message).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line.');
  const hint = page.getByText('Enter sends, Shift+Enter starts a new line.', { exact: true });
  await expect(hint).toBeVisible();
  // Level with the message box's left edge, not under the attach button.
  const textLeft = await hint.evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
  expect(Math.round(textLeft)).toBe(Math.round((await message.boundingBox())!.x));
  await page.context().close();

  const admin = await rolePage(browser, screenData, 'admin', { viewport: DESKTOP });
  await admin.goto('/admin/orders');
  // This worker's order (every worker's screen data has an 'Acme - Autumn Push'): the one its Deliver link opens.
  const order = admin.getByRole('article').filter({ has: admin.locator(`a[href="/admin/orders/${screenData.openOrders.inProgress.id}"]`) });
  const term = (name: string) => order.locator('dt', { hasText: new RegExp(`^${name}$`, 'i') });
  await expect(term('Status')).toBeVisible();
  expect(await top(term('Status'))).toBe(await top(term('Account')));
  await admin.context().close();
});

test('at 390 px the message box shows its whole placeholder and no keyboard hint', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member', { viewport: PHONE });
  await page.goto(`/chat/avatar/${screenData.avatars[0]!.id}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('placeholder', /^Ask .+ a question…$/);
  await expect(page.getByText('Enter sends, Shift+Enter starts a new line.', { exact: true })).toBeHidden();
  await page.context().close();
});
