import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { endpoints, MESSAGES } from '@persona/shared';
import { adminCredentials, apiSignIn, expect, expectAlert, storeToken, test } from './fixtures';
import { apiOk, isCall } from './support/api';
import { openConsole } from './support/delivery-form';
import { adminToken } from './support/api-session';
import { setMembership } from './support/avatars-setup';
import { customerWithCampaign, wizardAtResearch } from './support/order-wizard';

/**
 * The whole chain of evidence: a customer orders with two interview transcripts and a survey CSV; the admin drafts
 * the Blueprint offline from them, adds a claim citing a transcript and one kept as an assumption, and delivers;
 * the customer's Blueprint shows claims whose markers open the right quote, its coverage, and a chat answer that
 * cites a quote from the transcript, while an answer resting on the assumption says it is a guess.
 */

const evidenceFile = (name: string) => fileURLToPath(new URL(`./support/evidence/${name}`, import.meta.url));
const FILES = ['interview-maria.txt', 'interview-tom.txt', 'survey.csv'];
const CAMPAIGN = 'Route Planner Launch';
const PERSONA = 'Maria Dispatch';
const PAINS = 'Pains and frustrations';
const OBJECTIONS = 'Objections and the proof that answers each';
const SPREADSHEET_CLAIM = 'Every evening I rebuild the routes in a spreadsheet, and it takes me about two hours.';
const ASSUMPTION = 'I worry the route app will not work offline in the countryside.';

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

test('research ordered by a customer backs the delivered Blueprint claim by claim, its footnotes and a chat answer', async ({ page, browser, baseURL }) => {
  test.slow();
  const { request } = page;
  const company = `Bakery ${Date.now()}`;
  const customer = await customerWithCampaign(page, company, CAMPAIGN);
  await setMembership(request, customer.accountId, 'test');

  // The customer orders with the two transcripts and the survey: each read into passages as it is added.
  await wizardAtResearch(page, company, CAMPAIGN);
  await page.getByLabel('Research', { exact: true }).setInputFiles(FILES.map(evidenceFile));
  const research = page.getByRole('list', { name: 'Your research' });
  for (const name of FILES) await expect(research.getByRole('listitem').filter({ hasText: name }).getByRole('status')).toHaveText(/^\d+ passages?$/);
  const ordered = page.waitForResponse((response) => isCall(response.request(), endpoints.orderBlueprint));
  await button(page, 'Submit').click();
  const order = (await (await ordered).json()) as { id: string; sources: { name: string }[] };
  expect(order.sources.map((s) => s.name)).toEqual(FILES);
  await expect(page.getByRole('dialog').locator('.swal2-html-container')).toHaveText(MESSAGES.orderReceived);

  // The admin finds the passage behind the claim to add, then drafts offline from the sources.
  const evidence = await apiOk(request, endpoints.getOrderEvidence, { params: { id: order.id }, token: await adminToken(request) });
  const spreadsheet = evidence.passages.find((p) => p.text.includes('spreadsheet') && evidence.sources.find((s) => s.id === p.sourceId)?.name === 'interview-maria.txt');
  if (!spreadsheet) throw new Error('No passage of interview-maria.txt mentions the spreadsheet');
  const spreadsheetName = `interview-maria.txt · ${spreadsheet.location}`;

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await storeToken(adminPage, await apiSignIn(request, adminCredentials()));
  const form = await openConsole(adminPage, { order: { id: order.id, company, campaign: CAMPAIGN } });
  await button(form, 'Draft with AI').click();
  await expect(form.getByText(/^Drafted from the sources without a model/)).toBeVisible();
  await expect(form.getByRole('listitem', { name: /^Claim \d+ of / }).first()).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(PERSONA);
  await form.getByLabel('Age', { exact: true }).fill('41');
  await form.getByLabel('Gender', { exact: true }).fill('female');
  await form.getByLabel('Occupation', { exact: true }).fill('Dispatch lead');

  // A pain in her own words, citing the transcript that says it.
  const pains = form.getByRole('region', { name: PAINS, exact: true });
  const painClaim = `Claim ${(await pains.getByRole('listitem', { name: /^Claim \d+ of / }).count()) + 1} of ${PAINS}`;
  await button(form, `Add claim to ${PAINS}`).click();
  await form.getByRole('textbox', { name: painClaim, exact: true }).fill(SPREADSHEET_CLAIM);
  const panel = form.getByRole('complementary', { name: 'Sources' });
  await panel.getByLabel('Search passages', { exact: true }).fill('spreadsheet Sunday');
  await button(panel.getByRole('list', { name: 'Passages', exact: true }), `Cite ${spreadsheetName}`).click();
  await expect(form.getByRole('listitem', { name: painClaim, exact: true }).getByText('Supported', { exact: true })).toBeVisible();

  // An objection nobody said, kept only as a marked assumption.
  const objections = form.getByRole('region', { name: OBJECTIONS, exact: true });
  const guessClaim = `Claim ${(await objections.getByRole('listitem', { name: /^Claim \d+ of / }).count()) + 1} of ${OBJECTIONS}`;
  await button(form, `Add claim to ${OBJECTIONS}`).click();
  await form.getByRole('textbox', { name: guessClaim, exact: true }).fill(ASSUMPTION);
  const guessItem = form.getByRole('listitem', { name: guessClaim, exact: true });
  await expect(guessItem.getByText('Unsupported', { exact: true })).toBeVisible();
  await guessItem.getByLabel('Keep as assumption', { exact: true }).check();

  const delivered = adminPage.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: order.id }));
  await button(form, 'Deliver Blueprint').click();
  expect((await delivered).status()).toBe(201);
  await expectAlert(adminPage, new RegExp(`^${PERSONA} was delivered to `));
  await adminContext.close();

  // The customer's library card carries the coverage; the detail page and the Blueprint say it too.
  await page.goto('/');
  const card = page.getByRole('article', { name: PERSONA });
  await expect(card.getByText(/^\d+ % evidence/)).toBeVisible();
  await card.getByRole('link', { name: `Open ${PERSONA}` }).click();
  await expect(page.getByRole('region', { name: 'Evidence' })).toContainText(/\d+ of \d+ claims backed by your research · \d+ %/);
  const blueprint = page.frameLocator(`iframe[title="Blueprint of ${PERSONA}"]`);
  await expect(blueprint.getByText(/^\d+ of \d+ claims backed by your research · \d+ %$/).first()).toBeVisible();

  // The claim's footnote marker opens the transcript's quote, its file and its place.
  const painSection = blueprint.locator('section#pains');
  const claimLine = painSection.getByRole('listitem').filter({ hasText: SPREADSHEET_CLAIM });
  const marker = claimLine.getByRole('button', { name: new RegExp(`^Evidence \\d+: interview-maria\\.txt, ${spreadsheet.location}$`) });
  const quote = blueprint.locator(`[id="${await marker.getAttribute('popovertarget')}"]`);
  await expect(quote).toBeHidden();
  await marker.click();
  await expect(quote).toBeVisible();
  await expect(quote).toContainText('rebuild the routes in a spreadsheet');
  await expect(quote).toContainText(`interview-maria.txt, ${spreadsheet.location}`);
  // The assumption is marked as one.
  const guessLine = blueprint.locator('section#objections').getByRole('listitem').filter({ hasText: ASSUMPTION });
  await expect(guessLine).toContainText('Assumption: not found in your research');

  // In chat, an answer from the claim cites the transcript's quote; one resting on the assumption says it guesses.
  await page.getByRole('link', { name: `Chat with ${PERSONA}` }).click();
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  const answers = page.getByRole('list', { name: 'Conversation', exact: true }).getByRole('listitem', { name: PERSONA, exact: true });
  await input.fill('Do you rebuild the routes in a spreadsheet every evening?');
  await input.press('Enter');
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).not.toHaveAttribute('aria-busy', 'true');
  const painQuotes = answers.first().getByRole('list', { name: `From your research, behind “${PAINS}”` });
  await expect(painQuotes).toContainText('rebuild the routes in a spreadsheet');
  await expect(painQuotes).toContainText('interview-maria.txt');

  await input.fill('Will the route app work offline in the countryside?');
  await input.press('Enter');
  await expect(answers).toHaveCount(2);
  await expect(answers.last()).not.toHaveAttribute('aria-busy', 'true');
  await expect(answers.last().getByRole('paragraph')).toContainText("That's my guess, though — I haven't seen it in your research.");
  await expect(answers.last().getByText('Assumption', { exact: true })).toBeVisible();
});
