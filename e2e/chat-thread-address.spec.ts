import { endpoints, type ChatThread } from '@persona/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, h1, test } from './fixtures';
import { apiOk, isCall } from './support/api';
import { joinViaApi, storeSession, type RegisteredUser } from './support/api-session';
import { HIKER, signedInChat } from './support/chat-setup';

/** A chat thread's own address (/chat/avatar/{id}/threads/{threadId}): reload, Back, a shared link, an unknown thread. */

const FIRST = 'What do you want from your trail shoes?';
const SECOND = 'What bothers you about heavy boots?';

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation', exact: true });
const mine = (page: Page) => conversation(page).getByRole('listitem', { name: 'You', exact: true });
const answers = (page: Page) => conversation(page).getByRole('listitem', { name: HIKER.name, exact: true });
const threadButton = (page: Page, question: string) => page.getByRole('list', { name: 'Threads', exact: true }).getByRole('button').filter({ hasText: question });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const threadPath = (avatarId: string, threadId: string) => `/chat/avatar/${avatarId}/threads/${threadId}`;

/** A thread of the member's with the avatar, its one question answered (the offline responder). */
async function answeredThread(request: APIRequestContext, user: RegisteredUser, avatarId: string, question: string): Promise<ChatThread> {
  const thread = await apiOk(request, endpoints.newThread, { body: { accountId: user.accountId, avatarId }, token: user.token });
  await apiOk(request, endpoints.sendChatMessage, { body: { threadId: thread.id, message: question }, token: user.token });
  return thread;
}

/** The open thread shows this one question and its answer (about trail shoes when it is the first question). */
async function showsThread(page: Page, question: string) {
  await expect(mine(page)).toHaveText([question]);
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).not.toHaveText('');
  await expect(threadButton(page, question)).toHaveAttribute('aria-current', 'true');
}

test('a thread opens by its address: selecting it, a reload, Back, a new thread and a shared link', async ({ page, browser }) => {
  const { user, avatar } = await signedInChat(page);
  const first = await answeredThread(page.request, user, avatar.id, FIRST);
  const second = await answeredThread(page.request, user, avatar.id, SECOND);

  await page.goto(`/chat/avatar/${avatar.id}`);
  await threadButton(page, FIRST).click();
  await expect(page).toHaveURL(atPath(threadPath(avatar.id, first.id)));
  await showsThread(page, FIRST);
  await expect(answers(page).first()).toContainText(/lighter trail shoes/i);

  // A reload opens the same thread, with its answer.
  await page.reload();
  await expect(h1(page, 'Chat')).toBeVisible();
  await showsThread(page, FIRST);
  await expect(answers(page).first()).toContainText(/lighter trail shoes/i);

  // Each thread opened is a step in the history: Back returns to the one before.
  await threadButton(page, SECOND).click();
  await expect(page).toHaveURL(atPath(threadPath(avatar.id, second.id)));
  await showsThread(page, SECOND);
  await page.goBack();
  await expect(page).toHaveURL(atPath(threadPath(avatar.id, first.id)));
  await showsThread(page, FIRST);

  // New thread is the avatar's address; its first message replaces it with the new thread's, so Back skips the empty conversation.
  await page.getByRole('button', { name: 'New thread', exact: true }).click();
  await expect(page).toHaveURL(atPath(`/chat/avatar/${avatar.id}`));
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0);
  const created = page.waitForResponse((response) => isCall(response.request(), endpoints.newThread));
  await input(page).fill('What keeps your feet dry?');
  await input(page).press('Enter');
  const third = (await (await created).json()) as ChatThread;
  await expect(page).toHaveURL(atPath(threadPath(avatar.id, third.id)));
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).not.toHaveAttribute('aria-busy', 'true');
  await expect(mine(page)).toHaveText(['What keeps your feet dry?']);
  await page.goBack();
  await expect(page).toHaveURL(atPath(threadPath(avatar.id, first.id)));
  await showsThread(page, FIRST);

  // The address shared with a teammate of the account opens the same thread in their browser.
  const teammate = await joinViaApi(page.request, user);
  const shared = await browser.newPage();
  await storeSession(shared, teammate.token, teammate.email);
  await shared.goto(threadPath(avatar.id, first.id));
  await showsThread(shared, FIRST);
  await expect(answers(shared).first()).toHaveText((await answers(page).first().textContent()) ?? '');
  await shared.close();
});

test("an unknown thread, or another account's, shows Thread not found in the chat, with the way back to the avatar's chat", async ({ page, browser }) => {
  const { avatar } = await signedInChat(page);
  const notFound = page.getByRole('alert').filter({ hasText: 'Thread not found' });

  await page.goto(threadPath(avatar.id, 'no-such-thread'));
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText("This thread does not exist, or it is not one of your account's threads with this avatar.");
  await expect(input(page)).toHaveCount(0);

  // Another account's thread (the API answers 404 as for an unknown one), under this avatar's address.
  const otherPage = await browser.newPage();
  const other = await signedInChat(otherPage);
  await otherPage.close();
  const theirs = await answeredThread(page.request, other.user, other.avatar.id, FIRST);
  await page.goto(threadPath(avatar.id, theirs.id));
  await expect(notFound).toBeVisible();
  await expect(conversation(page).getByText(/lighter trail shoes/i)).toHaveCount(0);

  await notFound.getByRole('link', { name: `Back to the chat with ${HIKER.name}`, exact: true }).click();
  await expect(page).toHaveURL(atPath(`/chat/avatar/${avatar.id}`));
  await expect(notFound).toHaveCount(0);
  await expect(input(page)).toBeVisible();
});
