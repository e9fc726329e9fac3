import { AVATAR_NAME_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CONTEXT_MAX_LENGTH, endpoints, nameTooLong, PANEL_QUESTION_MAX_LENGTH, PANEL_TEXTS, PANEL_TITLE_MAX_LENGTH } from '@persona/shared';
import type { Locator, Page } from '@playwright/test';
import { atPath, expect, expectOops, h1, test } from './fixtures';
import { apiOk } from './support/api';
import { adminToken } from './support/api-session';
import { signedInLibrary } from './support/avatars-setup';
import { seriousFindings } from './support/axe';
import { fillPersona, openConsole } from './support/delivery-form';
import { customerWithOrder, PRODUCT } from './support/order-setup';

/**
 * No field cuts a pasted text (issue 35, Texts): a text over its limit stays whole in its field, which is marked
 * invalid and says the limit under it, and saving is refused with the rule's message.
 */

const pasted = (length: number) => 'x'.repeat(length);
const limitText = (page: Page | Locator, max: number, length: number) => page.getByText(`At most ${max} characters: this has ${length}.`, { exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Fills the field with a pasted text over the limit: it is kept whole, marked invalid and the limit told. */
async function pasteTooLong(scope: Page | Locator, field: Locator, max: number) {
  const length = max + 50;
  await field.fill(pasted(length));
  await expect(field).toHaveValue(pasted(length));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(limitText(scope, max, length)).toBeVisible();
}

// The spec's 'additional context (max 10000 characters)': the count shows it, and a longer text waits to be shortened.
test('a member’s wizard context, panel question and chat message keep a pasted long text and refuse it', async ({ page }) => {
  const personas = [
    { name: 'Ada Field', company: 'Fields Co', campaign: 'Long Texts' },
    { name: 'Ben Field', company: 'Fields Co', campaign: 'Long Texts' },
  ];
  const { user, avatars } = await signedInLibrary(page, personas, { membership: 'test' });
  // The wizard opens for an account that can pay for the order.
  await apiOk(page.request, endpoints.setCredits, { params: { id: user.accountId }, body: { credits: 1 }, token: await adminToken(page.request) });

  // The wizard's context (a text area with a counter): Submit waits until the text is shortened.
  await page.goto('/create');
  await button(page, 'Order Blueprint').click();
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Fields Co' });
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: 'Long Texts' });
  await button(page, 'Next').click();
  await page.getByLabel('Product description').fill(PRODUCT);
  await button(page, 'Next').click();
  const context = page.getByLabel('Additional context', { exact: true });
  await expect(page.getByText(`0 / ${CONTEXT_MAX_LENGTH}`, { exact: true })).toBeVisible();
  await pasteTooLong(page, context, CONTEXT_MAX_LENGTH);
  await expect(button(page, 'Submit')).toBeDisabled();
  await context.fill(pasted(CONTEXT_MAX_LENGTH));
  await expect(page.getByText(`${CONTEXT_MAX_LENGTH} / ${CONTEXT_MAX_LENGTH}`, { exact: true })).toBeVisible();
  await expect(context).not.toHaveAttribute('aria-invalid');
  await expect(button(page, 'Submit')).toBeEnabled();

  // The panel's question and title: Create and run says what is too long, and nothing is created.
  await page.goto('/panels/new');
  await expect(h1(page, 'New Panel')).toBeVisible();
  const pickable = page.getByRole('list', { name: 'Avatars to pick from' });
  for (const { name } of personas) await pickable.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await pasteTooLong(page, question, PANEL_QUESTION_MAX_LENGTH);
  await pasteTooLong(page, page.getByRole('textbox', { name: 'Title (optional)', exact: true }), PANEL_TITLE_MAX_LENGTH);
  // Over their limits, the fields and their hints read well to assistive technology too.
  expect(await seriousFindings(page)).toEqual([]);
  await button(page, 'Create and run').click();
  await expect(page.getByText(PANEL_TEXTS.questionTooLong, { exact: true })).toBeVisible();
  await expect(page.getByText(PANEL_TEXTS.titleTooLong, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(atPath('/panels/new'));
  await expect(question).toHaveValue(pasted(PANEL_QUESTION_MAX_LENGTH + 50));

  // The chat's message box: Send waits until the message is shortened.
  await page.goto(`/chat/avatar/${avatars[0]!.id}`);
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await pasteTooLong(page, message, CHAT_MESSAGE_MAX_LENGTH);
  await expect(button(page, 'Send')).toBeDisabled();
  await message.fill('Which shoes?');
  await expect(message).not.toHaveAttribute('aria-invalid');
  await expect(button(page, 'Send')).toBeEnabled();
});

test('the delivery console keeps a pasted long persona name and refuses to deliver it', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'Fields');
  const form = await openConsole(page, customer);
  await fillPersona(form);
  await form.getByLabel('At a glance', { exact: true }).fill('Buys gear for weekend hikes.');
  const name = form.getByLabel('Name', { exact: true });
  await pasteTooLong(form, name, AVATAR_NAME_MAX_LENGTH);
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, nameTooLong(AVATAR_NAME_MAX_LENGTH));
  await expect(name).toHaveValue(pasted(AVATAR_NAME_MAX_LENGTH + 50));
});
