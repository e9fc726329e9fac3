import { capitalizeWords, endpoints, EXTRACTIVE_DRAFTER, QUOTE_MAX_LENGTH, type DeliverBody, type OrderEvidence } from '@persona/shared';
import type { Locator, Page } from '@playwright/test';
import { adminCredentials, apiSignIn, expect, expectAlert, expectOops, test } from './fixtures';
import { apiOk, isCall, routePattern } from './support/api';
import { openConsole, orderRow } from './support/delivery-form';
import { customerWithOrder } from './support/order-setup';

/**
 * The admin's delivery form for an order with sources: the passages beside the claims, an offline (extractive)
 * draft, the server's support marks, citing and un-citing passages, and an unsupported claim delivered only as a
 * marked assumption. The shared portal has no model, so drafting here is the extractive draft.
 */

const paragraph = (...sentences: string[]) => sentences.join(' ');
const INTERVIEW = {
  label: 'Interview with Anna',
  text: [
    paragraph(
      'Anna: My goal this year is to finish a mountain marathon in the Dolomites.',
      'I have been training for it since January, running trails three mornings a week before work, and on Saturdays I do the long run with my club.',
      'Finishing that race would mean more to me than any medal I have won on the road, because the mountains are where I feel at home.',
    ),
    paragraph(
      'Anna: What frustrates me most is trail shoes that fall apart.',
      'My last pair lost their grip after four hundred kilometres and the sole started peeling at the toe.',
      'I paid a premium price for them and the shop told me it was normal wear. I want a shoe that lasts a whole season of rocky descents.',
    ),
    paragraph(
      'Anna: I read reviews on running forums before I buy anything, and I trust what my club friends say more than any advertisement.',
      'If three people from the club recommend a shoe, I will try it on in the shop in town. Instagram ads do not convince me at all.',
    ),
  ].join('\n\n'),
};
/** Enough rows (one passage each) that only a window of them can be drawn. */
const SURVEY_ROWS = 2_500;
const SURVEY = {
  name: 'survey.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'respondent,sport,budget,comment',
      ...Array.from({ length: SURVEY_ROWS }, (_, i) => `${i + 1},trail running,${100 + (i % 80)},${i === 1_733 ? 'I would pay more for zebra laces' : `Comment number ${i + 1} about grip`}`),
    ].join('\n'),
  ),
};

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const claimItem = (form: Locator, name: string) => form.getByRole('listitem', { name, exact: true });
const claimText = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
/** A chip's tooltip: the passage's text, cut to a quote's length. */
const quoteOf = (text: string) => (text.length > QUOTE_MAX_LENGTH ? `${text.slice(0, QUOTE_MAX_LENGTH - 1)}…` : text);

/** The passage of the order's sources holding the text, as the admin's evidence route gives it. */
async function passageWith(evidence: OrderEvidence, text: string) {
  const passage = evidence.passages.find((p) => p.text.includes(text));
  if (!passage) throw new Error(`No passage holds ${text}`);
  const source = evidence.sources.find((s) => s.id === passage.sourceId);
  return { ...passage, name: `${source?.name} · ${passage.location}` };
}

test('an admin drafts an order with sources offline, cites passages, sees the marks and delivers an unsupported claim only as an assumption', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'Evidence', undefined, [INTERVIEW, SURVEY]);
  const evidence = await apiOk(request, endpoints.getOrderEvidence, { params: { id: customer.order.id }, token: await apiSignIn(request, adminCredentials()) });
  const total = evidence.passages.length;
  expect(total).toBeGreaterThan(SURVEY_ROWS);
  const dolomites = await passageWith(evidence, 'Dolomites');
  const shoes = await passageWith(evidence, 'peeling at the toe');
  const zebra = await passageWith(evidence, 'zebra laces');

  const form = await openConsole(page, customer);

  // The sources beside the claims, with their passages drawn only where the list is scrolled to.
  const panel = form.getByRole('complementary', { name: 'Sources' });
  await expect(panel.getByText(INTERVIEW.label, { exact: true })).toBeVisible();
  await expect(panel.getByText('survey.csv', { exact: true })).toBeVisible();
  await expect(panel.getByText(`${SURVEY_ROWS.toLocaleString('en-US')} passages`, { exact: true })).toBeVisible();
  const passages = panel.getByRole('list', { name: 'Passages', exact: true });
  await expect(panel.getByText(`${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} passages`, { exact: true })).toBeVisible();
  await expect(passages.getByRole('listitem').first()).toBeVisible();
  expect(await passages.getByRole('listitem').count()).toBeLessThan(60);
  await expect(form.getByRole('textbox', { name: 'At a glance', exact: true })).toHaveCount(0);

  // Searching: every word, in the text or the source's name.
  const search = panel.getByLabel('Search passages', { exact: true });
  await search.fill('ZEBRA laces');
  await expect(panel.getByText(`1 of ${total.toLocaleString('en-US')} passages`, { exact: true })).toBeVisible();
  await expect(passages.getByRole('listitem', { name: zebra.name, exact: true })).toContainText('zebra laces');
  await search.fill('zebra marathon');
  await expect(panel.getByText('No passage has all these words.', { exact: true })).toBeVisible();
  await search.fill('');

  // Drafting without a model: the extractive draft fills the claims, each citing its passage.
  await expect(form.getByText(/^No model is set up/)).toBeVisible();
  const drafted = page.waitForResponse((response) => isCall(response.request(), endpoints.draftBlueprint, { id: customer.order.id }));
  await button(form, 'Draft with AI').click();
  expect((await drafted).status()).toBe(200);
  await expect(form.getByText(/^Drafted from the sources without a model/)).toBeVisible();
  const draftedClaims = form.getByRole('listitem', { name: /^Claim \d+ of / });
  await expect(draftedClaims.first()).toBeVisible();
  const draftedCount = await draftedClaims.count();
  for (let i = 0; i < draftedCount; i += 1) {
    await expect(draftedClaims.nth(i).getByRole('list', { name: /^Citations of / }).getByRole('listitem').first()).toBeVisible();
  }
  // The server's marks and the draft's coverage figure.
  await expect(form.getByText(/^Evidence coverage: \d+ of \d+ claims supported \(\d+ %\)$/)).toBeVisible();
  await expect(draftedClaims.first().getByText(/^(Supported|Weak support|Unsupported)$/)).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('Anna Alpine');
  await form.getByLabel('Age', { exact: true }).fill('38');
  await form.getByLabel('Gender', { exact: true }).fill('female');
  await form.getByLabel('Occupation', { exact: true }).fill('Physiotherapist');

  // A claim of her own in Goals, citing the passage that says it: selected, then cited from the panel.
  const goals = form.getByRole('region', { name: 'Goals and jobs to be done', exact: true });
  const goalsBefore = await goals.getByRole('listitem', { name: /^Claim \d+ of Goals/ }).count();
  await button(form, 'Add claim to Goals and jobs to be done').click();
  const goal = `Claim ${goalsBefore + 1} of Goals and jobs to be done`;
  await expect(claimText(form, goal)).toBeFocused();
  await claimText(form, goal).fill('My goal is to finish a mountain marathon in the Dolomites this year.');
  await expect(panel.getByText(`Cite passages for ${goal}.`, { exact: true })).toBeVisible();
  await search.fill('Dolomites marathon');
  await button(passages, `Cite ${dolomites.name}`).click();
  await expect(button(passages, `Cite ${dolomites.name}`)).toHaveText('Cited');
  await expect(button(passages, `Cite ${dolomites.name}`)).toBeDisabled();
  const goalChips = claimItem(form, goal).getByRole('list', { name: `Citations of ${goal}` });
  await expect(goalChips.getByRole('listitem').filter({ hasText: dolomites.name })).toHaveAttribute('title', quoteOf(dolomites.text));
  // A second citation, then removed again.
  await search.fill('peeling');
  await button(passages, `Cite ${shoes.name}`).click();
  await expect(goalChips.getByText(shoes.name, { exact: true })).toBeVisible();
  await button(goalChips, `Remove citation ${shoes.name}`).click();
  await expect(goalChips.getByText(shoes.name, { exact: true })).toHaveCount(0);
  await expect(claimItem(form, goal).getByText('Supported', { exact: true })).toBeVisible();

  // A claim no passage says: unsupported, highlighted, and refused as it stands.
  const gapsBefore = await form.getByRole('region', { name: 'Known gaps (what we do not know)', exact: true }).getByRole('listitem', { name: /^Claim \d+ of Known gaps/ }).count();
  await button(form, 'Add claim to Known gaps (what we do not know)').click();
  const gapsName = `Claim ${gapsBefore + 1} of Known gaps (what we do not know)`;
  await claimText(form, gapsName).fill('She replaces her road shoes every spring.');
  await expect(claimItem(form, gapsName).getByText('Unsupported', { exact: true })).toBeVisible();
  await expect(claimItem(form, gapsName).getByText('No cited passage says this: it can only be delivered as a marked assumption.', { exact: true })).toBeVisible();
  await expect(claimText(form, gapsName)).toHaveAttribute('aria-invalid', 'true');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isCall(request, endpoints.deliverOrder, { id: customer.order.id })) calls.push(request.url());
  });
  await button(form, 'Deliver Blueprint').click();
  await expectOops(page, 'Some claims are not supported by the passages they cite. Cite a passage that says each one, or keep it as an assumption, then deliver again.');
  expect(calls).toEqual([]);

  // The server's own check refuses it too (the page's marks are only a forecast); its message names the claim.
  // A check answering otherwise (every claim supported, every citation unknown) stands in for a stale forecast.
  const checkRoute = routePattern(endpoints.checkClaims, { id: customer.order.id });
  await page.route(checkRoute, async (route) => {
    const body = route.request().postDataJSON() as Pick<DeliverBody, 'claims'>;
    const sections = Object.fromEntries(Object.entries(body.claims ?? {}).map(([key, list]) => [key, list.map((claim) => ({ support: 'supported', unknownCitations: claim.citations ?? [] }))]));
    await route.fulfill({ json: { sections, coverage: { supported: 0, total: 0 } } });
  });
  await claimText(form, gapsName).fill('She replaces her road shoes every single spring.');
  await expect(claimItem(form, gapsName).getByText('Supported', { exact: true })).toBeVisible();
  const goalChip = goalChips.getByRole('listitem').filter({ hasText: dolomites.name });
  await expect(goalChip).toHaveAttribute('title', 'This passage is not one of the order’s sources: remove the citation.');
  // The refusal makes the page check the claims again at once: the stand-in check goes before the page has the
  // server's answer, so that check reaches the server.
  const deliverRoute = routePattern(endpoints.deliverOrder, { id: customer.order.id });
  await page.route(deliverRoute, async (route) => {
    const response = await route.fetch();
    await page.unroute(checkRoute);
    await route.fulfill({ response });
  });
  const refused = page.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: customer.order.id }));
  await button(form, 'Deliver Blueprint').click();
  expect((await refused).status()).toBe(422);
  await page.unroute(deliverRoute);
  await expectOops(
    page,
    'The claim “She replaces her road shoes every single spring.” in “Known gaps (what we do not know)” is not supported by the passages it cites. Cite a passage that says it, or keep it as a marked assumption.',
  );
  // Nothing typed is lost, and the claims are checked again by the server.
  await expect(claimText(form, gapsName)).toHaveValue('She replaces her road shoes every single spring.');
  await expect(claimText(form, goal)).toHaveValue('My goal is to finish a mountain marathon in the Dolomites this year.');
  await expect(claimItem(form, gapsName).getByText('Unsupported', { exact: true })).toBeVisible();
  await expect(goalChip).toHaveAttribute('title', quoteOf(dolomites.text));

  // Kept as a marked assumption, it may go.
  await claimItem(form, gapsName).getByLabel('Keep as assumption', { exact: true }).check();
  await expect(claimItem(form, gapsName).getByText('Kept as an assumption: the persona will say it is a guess.', { exact: true })).toBeVisible();
  await expect(claimText(form, gapsName)).not.toHaveAttribute('aria-invalid');

  const delivery = page.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: customer.order.id }));
  await button(form, 'Deliver Blueprint').click();
  const response = await delivery;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as DeliverBody;
  expect(body).toMatchObject({ name: 'Anna Alpine', age: 38, sections: {}, externalUrl: null, draftedBy: EXTRACTIVE_DRAFTER });
  expect(body.claims?.gaps?.at(-1)).toEqual({ text: 'She replaces her road shoes every single spring.', citations: [], assumption: true });
  expect(body.claims?.goals?.at(-1)).toEqual({ text: 'My goal is to finish a mountain marathon in the Dolomites this year.', citations: [dolomites.id], assumption: false });
  await expectAlert(page, `Anna Alpine was delivered to ${capitalizeWords(customer.accountName)}.`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders', exact: true })).toBeVisible();
  await expect(orderRow(page, customer)).toHaveCount(0);
});

test('an order without sources keeps the Markdown sections and offers no draft without a model', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'NoSources');
  const form = await openConsole(page, customer);
  await expect(form.getByLabel('At a glance', { exact: true })).toBeVisible();
  await expect(form.getByText(/^AI drafting is off/)).toBeVisible();
  await expect(button(form, 'Draft with AI')).toHaveCount(0);
  await expect(form.getByRole('complementary', { name: 'Sources' })).toHaveCount(0);
});
