import { endpoints, EXTRACTIVE_DRAFTER, QUOTE_MAX_LENGTH, type LibraryAvatar, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { addSources } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';
import { FIXTURE_PASSAGES } from '../../test/support-fixture';

/** Delivering a Blueprint of claims (version 2): the server checks every citation and marks every claim. */
const mailer = createCaptureMailer();
let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp({ mailer });
  callers = await callersWithCredits(t.app);
});
afterAll(() => t.close());

const LONG = `${'I keep every export in one folder, '.repeat(12)}and nobody reads them.`;

async function orderWithSources(member = callers.member) {
  const order = (await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member)))).json() as Order;
  const [[reports, price, trust], [long]] = (await addSources(t.app.database.db, { id: order.id, accountId: member.account.id }, [
    { name: 'interview-maria.txt', passages: [FIXTURE_PASSAGES.reports, FIXTURE_PASSAGES.price, FIXTURE_PASSAGES.trust] },
    { name: 'notes.md', passages: [LONG] },
  ])) as [[string, string, string], [string]];
  return { order, ids: { reports, price, trust, long } };
}

const persona = { name: 'Maria Lopez', age: 41, gender: 'female', occupation: 'finance lead' };
const deliver = (id: string, body: Record<string, unknown>) => call(t.app, endpoints.deliverOrder, { params: { id }, body: { ...persona, ...body }, token: callers.admin.token });

async function storedBlueprint(avatarId: string) {
  const [row] = await t.app.database.db.select({ blueprint: blueprints }).from(avatars).innerJoin(blueprints, eq(blueprints.id, avatars.docId)).where(eq(avatars.id, avatarId));
  return row!.blueprint;
}

describe('delivering claims', () => {
  it('stores a version-2 document: claims marked by the server, Markdown bullets, the quotes of every cited passage, the coverage', async () => {
    const { order, ids } = await orderWithSources();
    const res = await deliver(order.id, {
      claims: {
        pains: [
          { text: 'I spend hours copying numbers from spreadsheets into slides.', citations: [ids.reports, ids.reports] },
          { text: 'Price matters most to me.', citations: [ids.price] },
        ],
        channels: [{ text: 'I trust recommendations from finance leads.', citations: [ids.trust] }],
        goals: [],
        'at-a-glance': [
          { text: 'I keep every export in one folder.', citations: [ids.long] },
          { text: 'I would switch tools\nfor a better dashboard.', citations: [], assumption: true },
        ],
      },
      draftedBy: EXTRACTIVE_DRAFTER,
    });
    expect(res.statusCode, res.body).toBe(201);
    const avatar = res.json() as LibraryAvatar;
    const stored = await storedBlueprint(avatar.id);
    expect(stored).toMatchObject({ supportedClaims: 3, totalClaims: 5, draftedBy: EXTRACTIVE_DRAFTER, externalUrl: null });
    expect(stored.document).toEqual({
      version: 2,
      sections: [
        {
          key: 'at-a-glance',
          title: 'At a glance',
          markdown: '- I keep every export in one folder.\n- I would switch tools for a better dashboard.',
          claims: [
            { text: 'I keep every export in one folder.', citations: [ids.long], support: 'supported', assumption: false },
            { text: 'I would switch tools\nfor a better dashboard.', citations: [], support: 'unsupported', assumption: true },
          ],
        },
        {
          key: 'pains',
          title: 'Pains and frustrations',
          markdown: '- I spend hours copying numbers from spreadsheets into slides.\n- Price matters most to me.',
          claims: [
            { text: 'I spend hours copying numbers from spreadsheets into slides.', citations: [ids.reports], support: 'supported', assumption: false },
            { text: 'Price matters most to me.', citations: [ids.price], support: 'weak', assumption: false },
          ],
        },
        {
          key: 'channels',
          title: 'Channels and trusted sources',
          markdown: '- I trust recommendations from finance leads.',
          claims: [{ text: 'I trust recommendations from finance leads.', citations: [ids.trust], support: 'supported', assumption: false }],
        },
      ],
      evidence: {
        [ids.reports]: { quote: FIXTURE_PASSAGES.reports, source: 'interview-maria.txt', location: 'paragraph 1' },
        [ids.price]: { quote: FIXTURE_PASSAGES.price, source: 'interview-maria.txt', location: 'paragraph 2' },
        [ids.trust]: { quote: FIXTURE_PASSAGES.trust, source: 'interview-maria.txt', location: 'paragraph 3' },
        [ids.long]: { quote: expect.stringMatching(/^I keep every export in one folder, .*…$/), source: 'notes.md', location: 'paragraph 1' },
      },
    });
    const quote = (stored.document as { evidence: Record<string, { quote: string }> }).evidence[ids.long]!.quote;
    expect(quote.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH);
    expect(LONG.startsWith(quote.slice(0, -1))).toBe(true);

    await t.app.jobs.drain();
    const mail = mailer.lastTo(callers.member.email)!;
    expect(mail.text).toContain('3 of 5 claims backed by your research (60 %).');
    expect(mail.html).toContain('3 of 5 claims backed by your research (60 %)');
  });

  it("refuses a citation that is no passage of this order's sources (another order's, another account's), naming the claim", async () => {
    const { order, ids } = await orderWithSources();
    const mine = await orderWithSources();
    const theirs = await orderWithSources(callers.other);
    for (const foreign of [mine.ids.price, theirs.ids.price, `${crypto.randomUUID()}:1`]) {
      const res = await deliver(order.id, {
        claims: {
          pains: [
            { text: 'Our budget for tools is tiny.', citations: [ids.price] },
            { text: 'Our budget is tiny.', citations: [ids.price, foreign] },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('“Our budget is tiny.” in “Pains and frustrations”') });
    }
    expect((await t.app.database.db.select().from(avatars).where(eq(avatars.orderId, order.id))).length).toBe(0);
  });

  it('refuses an unsupported claim unless it is a marked assumption, naming the section and the claim', async () => {
    const { order, ids } = await orderWithSources();
    for (const claim of [
      { text: 'I love skiing in the Alps.', citations: [ids.reports] },
      { text: 'I love skiing in the Alps.', citations: [] },
    ]) {
      const res = await deliver(order.id, { claims: { goals: [{ text: 'Our budget for tools is tiny.', citations: [ids.price] }, claim] } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'CLAIM_UNSUPPORTED', message: expect.stringContaining('“I love skiing in the Alps.” in “Goals and jobs to be done”') });
    }
    const kept = await deliver(order.id, { claims: { goals: [{ text: 'I love skiing in the Alps.', citations: [ids.reports], assumption: true }] } });
    expect(kept.statusCode, kept.body).toBe(201);
    const stored = await storedBlueprint((kept.json() as LibraryAvatar).id);
    expect(stored).toMatchObject({ supportedClaims: 0, totalClaims: 1 });
    expect(stored.document).toMatchObject({ version: 2, sections: [{ key: 'goals', claims: [{ support: 'unsupported', assumption: true }] }] });
    await t.app.jobs.drain();
    expect(mailer.lastTo(callers.member.email)!.text).toContain('0 of 1 claim backed by your research (0 %).');
  });

  it('takes claims or sections, not both; says draftedBy "extractive" only of claims; a missing order is 404', async () => {
    const { order, ids } = await orderWithSources();
    const claims = { pains: [{ text: 'Our budget for tools is tiny.', citations: [ids.price] }] };
    const both = await deliver(order.id, { claims, sections: { goals: 'Ship faster.' } });
    expect(both.statusCode).toBe(400);
    const extractive = await deliver(order.id, { sections: { goals: 'Ship faster.' }, draftedBy: EXTRACTIVE_DRAFTER });
    expect(extractive.statusCode).toBe(400);
    const missing = await deliver(crypto.randomUUID(), { claims });
    expect(missing.statusCode).toBe(404);
  });
});

describe('delivering Markdown sections (version 1) is unchanged', () => {
  it('stores version 1 without coverage, and the mail says nothing of evidence', async () => {
    const { avatar, res } = await orderAndDeliver(t.app, callers.admin, callers.member);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedBlueprint(avatar.id);
    expect(stored).toMatchObject({ supportedClaims: null, totalClaims: null });
    expect(stored.document).toEqual({
      version: 1,
      sections: [
        { key: 'at-a-glance', title: 'At a glance', markdown: 'Rita runs **trail races**.' },
        { key: 'quotes', title: 'In their own words (quotes)', markdown: '> "I need grip on wet rock."' },
      ],
    });
    await t.app.jobs.drain();
    expect(mailer.lastTo(callers.member.email)!.text).not.toMatch(/claim/);
  });
});
