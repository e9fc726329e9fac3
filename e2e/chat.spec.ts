import { ANSWER_LIMIT_TEXTS, endpointPath, endpoints } from '@persona/shared';
import type { Locator, Page, Request } from '@playwright/test';
import { atPath, expect, expectOops, h1, test } from './fixtures';
import { apiOk, isCall, routePattern } from './support/api';
import { chatFile } from './support/chat-files';
import { HIKER, signedInChat } from './support/chat-setup';

/** The avatar chat (/chat/avatar/{id}) against the real API and its offline responder (no LLM_* settings). */

const WRONG_KIND = 'Only .txt, .rtf, .doc, .docx and .odt files can be attached.';
const GOALS = 'Goals and jobs to be done';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation', exact: true });
const mine = (page: Page) => conversation(page).getByRole('listitem', { name: 'You', exact: true });
const answers = (page: Page) => conversation(page).getByRole('listitem', { name: HIKER.name, exact: true });
const messages = (page: Page) => conversation(page).getByRole('listitem', { name: new RegExp(`^(You|${HIKER.name})$`) });
const threads = (page: Page) => page.getByRole('list', { name: 'Threads', exact: true }).getByRole('button');
const attach = (page: Page) => page.getByLabel('Attach a file', { exact: true });

/** Types the question and sends it with Enter. */
async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

/** Waits until the answer to the latest question is complete: Send is back and the newest answer is saved. */
async function answered(page: Page, count: number) {
  await expect(answers(page)).toHaveCount(count);
  await expect(answers(page).last()).not.toHaveAttribute('aria-busy', 'true');
  await expect(button(page, 'Stop')).toHaveCount(0);
}

/** Records each text the answer being written shows (the busy message's paragraph), for `partials` to read. */
const recordPartials = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { chatPartials: seen });
    new MutationObserver(() => {
      const text = document.querySelector('li[aria-busy="true"] p')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const partials = (page: Page) => page.evaluate(() => (window as unknown as { chatPartials: string[] }).chatPartials);

/** Counts the page's calls that would send or start something. */
function countSends(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if ([endpoints.streamChatMessage, endpoints.sendChatMessage, endpoints.newThread].some((endpoint) => isCall(request, endpoint))) sent.push(request);
  });
  return sent;
}

test('a test member chats from the detail page: streamed answers with citations, threads, history', async ({ page }) => {
  const { avatar } = await signedInChat(page);
  await page.goto(`/avatarDetail/${avatar.id}`);
  await page.getByRole('link', { name: `Chat with ${HIKER.name}` }).click();
  await expect(page).toHaveURL(atPath(`/chat/avatar/${avatar.id}`));
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: HIKER.name })).toBeVisible();
  await expect(page.getByText('No threads yet. Your first message starts one.')).toBeVisible();

  // The first message creates the thread; the answer streams in (text/event-stream) and cites the Blueprint.
  const created = page.waitForResponse((response) => isCall(response.request(), endpoints.newThread));
  const streamed = page.waitForResponse((response) => isCall(response.request(), endpoints.streamChatMessage));
  const first = 'What do you want from your trail shoes?';
  await recordPartials(page);
  await ask(page, first);
  await expect(mine(page)).toHaveText(first);
  await expect(input(page)).toHaveValue('');
  const thread = (await (await created).json()) as { id: string };
  expect((await created).request().postDataJSON()).toEqual({ accountId: expect.any(String), avatarId: avatar.id, assistantId: avatar.id });
  expect((await streamed).headers()['content-type']).toMatch(/^text\/event-stream/);
  await answered(page, 1);
  const answer = answers(page).first();
  await expect(answer).toContainText(/lighter trail shoes/i);
  // It was seen growing: several partial texts, each the start of the next, and of the saved answer.
  const grown = await partials(page);
  expect(grown.length).toBeGreaterThan(1);
  const final = (await answer.getByRole('paragraph').textContent()) ?? '';
  grown.forEach((text, index) => expect((grown[index + 1] ?? final).startsWith(text)).toBe(true));
  const citation = answer.getByRole('list', { name: 'Sources' }).getByRole('link', { name: GOALS, exact: true });
  await expect(citation).toHaveAttribute('target', '_blank');
  await expect(citation).toHaveAttribute('rel', 'noopener');
  await expect(citation).toHaveAttribute('href', /#goals$/);
  await expect(threads(page)).toHaveCount(1);
  await expect(threads(page).first()).toContainText(first);
  await expect(threads(page).first()).toHaveAttribute('aria-current', 'true');

  // A second message goes into the same thread.
  const second = page.waitForRequest((request) => isCall(request, endpoints.streamChatMessage));
  await ask(page, 'What bothers you about heavy boots?');
  expect((await second).postDataJSON()).toMatchObject({ threadId: thread.id, message: 'What bothers you about heavy boots?' });
  await answered(page, 2);
  await expect(messages(page)).toHaveCount(4);
  await expect(threads(page)).toHaveCount(1);

  // New thread clears the conversation; its first message starts a second thread, listed first (newest).
  await button(page, 'New thread').click();
  await expect(messages(page)).toHaveCount(0);
  await expect(page.getByText(`Ask ${HIKER.name} a question to start a new thread.`)).toBeVisible();
  await ask(page, 'Tell me about yourself.');
  await answered(page, 1);
  await expect(threads(page)).toHaveCount(2);
  await expect(threads(page).first()).toContainText('Tell me about yourself.');
  await expect(threads(page).nth(1)).toContainText(first);

  // Back to the first thread: its history, oldest first.
  await threads(page).nth(1).click();
  await expect(messages(page)).toHaveCount(4);
  await expect(mine(page)).toHaveText([first, 'What bothers you about heavy boots?']);
  await expect(answers(page).first().getByRole('link', { name: GOALS, exact: true })).toBeVisible();
  await page.reload();
  await expect(threads(page)).toHaveCount(2);
});

test('the answer shows typing until its first piece, and Stop withdraws a question not yet taken', async ({ page }) => {
  const { avatar } = await signedInChat(page);
  await page.goto(`/chat/avatar/${avatar.id}`);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(routePattern(endpoints.streamChatMessage), async (route) => {
    await held;
    // The browser gave up on this request when Stop was pressed: nothing is left to continue.
    await route.continue().catch(() => undefined);
  });

  await ask(page, 'What do you want from your trail shoes?');
  // At once: the question, the typing state, and Stop in place of Send.
  await expect(mine(page)).toHaveText('What do you want from your trail shoes?');
  await expect(page.getByRole('status').filter({ hasText: `${HIKER.name} is typing…` })).toBeVisible();
  await expect(button(page, 'Send')).toHaveCount(0);
  await button(page, 'Stop').click();
  await expect(mine(page)).toHaveCount(0);
  await expect(input(page)).toHaveValue('What do you want from your trail shoes?');
  release();

  await page.unroute(routePattern(endpoints.streamChatMessage));
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('Anything else?');
  await expect(input(page)).toHaveValue('What do you want from your trail shoes?\nAnything else?');
  await input(page).press('Enter');
  await answered(page, 1);
  await expect(mine(page)).toHaveText('What do you want from your trail shoes?\nAnything else?');
});

test('an empty or blank message is not sent', async ({ page }) => {
  const { avatar } = await signedInChat(page);
  const sent = countSends(page);
  await page.goto(`/chat/avatar/${avatar.id}`);
  await expect(input(page)).toBeVisible();
  await expect(button(page, 'Send')).toBeDisabled();
  await input(page).press('Enter');
  await input(page).fill('   \n  ');
  await expect(button(page, 'Send')).toBeDisabled();
  await input(page).press('Enter');
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(0);
  await expect(messages(page)).toHaveCount(0);
});

test('an attachment of each allowed kind is taken and sent with the message; other kinds are refused', async ({ page }) => {
  const { avatar } = await signedInChat(page);
  await page.goto(`/chat/avatar/${avatar.id}`);
  await expect(attach(page)).toHaveAttribute('accept', '.txt,.rtf,.doc,.docx,.odt');

  for (const extension of ['.txt', '.rtf', '.doc', '.docx', '.odt'] as const) {
    const uploaded = page.waitForResponse((response) => isCall(response.request(), endpoints.uploadChatAttachment));
    await attach(page).setInputFiles(chatFile(extension, 'I hike every weekend in the Alps.'));
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: `Attached: notes${extension}` })).toBeVisible();
    if (extension !== '.odt') await button(page, `Remove attachment notes${extension}`).click();
  }

  // The last one goes with the next message, then the input is free again.
  const sent = page.waitForRequest((request) => isCall(request, endpoints.streamChatMessage));
  await ask(page, 'What do you make of my notes?');
  expect((await sent).postDataJSON()).toMatchObject({ message: 'What do you make of my notes?', attachment: expect.any(String) });
  await answered(page, 1);
  await expect(mine(page)).toContainText('Attached: notes.odt');
  await expect(mine(page)).toContainText('What do you make of my notes?');
  await expect(mine(page)).not.toContainText('I hike every weekend');
  await expect(button(page, 'Remove attachment notes.odt')).toHaveCount(0);

  // Another kind never reaches the server; a file that only claims an allowed kind is refused by it.
  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (isCall(request, endpoints.uploadChatAttachment)) uploads.push(request);
  });
  for (const name of ['brief.pdf', 'setup.exe']) {
    await attach(page).setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('%PDF-1.4 not a chat file') });
    await expectOops(page, WRONG_KIND);
  }
  expect(uploads).toHaveLength(0);
  await attach(page).setInputFiles({ name: 'fake.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a zip archive') });
  await expectOops(page, 'Attach a text, RTF, Word (.doc, .docx) or OpenDocument (.odt) file.');
  await expect(page.getByRole('status').filter({ hasText: /Attached:|Uploading/ })).toHaveCount(0);
});

test('a paid plan without chat is told how to get it: on request by default, the plan that includes it where one does', async ({ page }) => {
  // The finding: an Accelerator account was sent to Membership, where chat ('test') cannot be bought.
  const { avatar } = await signedInChat(page, { membership: 'accelerator' });
  await page.goto(`/chat/avatar/${avatar.id}`);
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chat with avatars is not part of your membership' })).toBeVisible();
  await expect(page.getByText('Chatting with avatars is available on request: email support@example.com and we will set it up for your account.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:support@example.com');
  await expect(page.getByRole('link', { name: 'View Membership' })).toHaveCount(0);
  await expect(input(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Threads' })).toHaveCount(0);

  // A portal whose CHAT_MEMBERSHIPS lists a plan on sale names that plan and leads to Membership.
  await page.route(routePattern(endpoints.publicConfig), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), chatMemberships: ['agency', 'test'] } });
  });
  await page.reload();
  await expect(page.getByText('Chatting with avatars comes with the Agency plan.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View Membership' }).click();
  await expect(page).toHaveURL(atPath('/settings/membership'));
});

test("a failed send shows 'Oops!' with the server's message and keeps the typed message", async ({ page }) => {
  const { avatar } = await signedInChat(page);
  await page.goto(`/chat/avatar/${avatar.id}`);
  const message = 'The avatars are resting right now.';
  await page.route(routePattern(endpoints.streamChatMessage), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message } }) }),
  );
  await ask(page, 'Are you there?');
  await expectOops(page, message);
  await expect(input(page)).toHaveValue('Are you there?');
  await expect(mine(page)).toHaveCount(0);

  // Once the server answers again, the same message goes through (into the thread the first try created).
  await page.unroute(routePattern(endpoints.streamChatMessage));
  await input(page).press('Enter');
  await answered(page, 1);
  await expect(mine(page)).toHaveText('Are you there?');
  await expect(threads(page)).toHaveCount(1);
});

test("a question past the account's hourly budget is refused with the server's message and stays in the input", async ({ page }) => {
  const { user, avatar } = await signedInChat(page);
  const thread = await apiOk(page.request, endpoints.newThread, { body: { accountId: user.accountId, avatarId: avatar.id }, token: user.token });
  for (let n = 1; n <= 10; n++) await apiOk(page.request, endpoints.sendChatMessage, { body: { threadId: thread.id, message: `Question ${n}?` }, token: user.token });

  await page.goto(`/chat/avatar/${avatar.id}`);
  await ask(page, 'One more?');
  await expectOops(page, ANSWER_LIMIT_TEXTS.chatPerHour(10));
  await expect(input(page)).toHaveValue('One more?');
  await expect(mine(page)).toHaveCount(0);
});

test('a question whose answer was cut off is shown unanswered, and asked again in place', async ({ page }) => {
  const { user, avatar } = await signedInChat(page);
  const thread = await apiOk(page.request, endpoints.newThread, { body: { accountId: user.accountId, avatarId: avatar.id }, token: user.token });
  // A tab closed while the answer was written: the stream is left once the question is saved.
  const leave = new AbortController();
  const response = await fetch(`${process.env.E2E_BASE_URL}${endpointPath(endpoints.streamChatMessage)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ threadId: thread.id, message: 'What keeps your feet dry?' }),
    signal: leave.signal,
  });
  const reader = response.body!.getReader();
  let received = '';
  while (!received.includes('event: user')) received += new TextDecoder().decode((await reader.read()).value);
  leave.abort();
  const status = async () => (await apiOk(page.request, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: user.token }))[0]?.status;
  await expect.poll(status).toBe('unanswered');

  await page.goto(`/chat/avatar/${avatar.id}`);
  await threads(page).first().click();
  await expect(mine(page)).toHaveCount(1);
  await expect(mine(page)).toContainText('What keeps your feet dry?');
  await expect(mine(page)).toContainText('No answer: it failed or was cut off.');
  await button(mine(page), 'Ask again').click();
  await answered(page, 1);
  await expect(mine(page)).toHaveText('What keeps your feet dry?');
  await expect(button(page, 'Ask again')).toHaveCount(0);
  await expect.poll(status).toBe('answered');
});
