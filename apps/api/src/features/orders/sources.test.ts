import { endpoints, passageId, SOURCE_MAX_BYTES, type Order, type OrderEvidence, type OrderSource } from '@persona/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TEXTS } from '../../lib/documents';
import { StorageError } from '../../lib/storage';
import { createCallers, registerActiveMember, teammateOf, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { docxBomb } from '../../test/hostile-files';
import { docx } from '../../test/office-files';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { pdf } from '../../test/pdf-files';
import { pasteSource, transcript, uploadedSource, uploadSource } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts } from '../accounts';
import { orders } from './orders.tables';
import { sourcePassages, sources } from './sources.tables';
import { sweepUnusedUploads } from './upload-sweep';
import { uploads } from './uploads.tables';

let t: TestApp;
let admin: Member;

// The sweep is run by hand here (its timer off).
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_SWEEP_INTERVAL_MS: '0' } });
  admin = (await createCallers(t.app)).admin;
});
afterAll(() => t.close());

const activeMember = () => registerActiveMember(t.app);
const db = () => t.app.database.db;
const creditsOf = async (who: Member) => (await db().select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, who.account.id)))[0]!.credits;
const recordsOf = async (who: Member) => ({
  uploads: await db().select().from(uploads).where(eq(uploads.accountId, who.account.id)),
  sources: await db().select().from(sources).where(eq(sources.accountId, who.account.id)),
});
const passagesOf = (sourceId: string) => db().select().from(sourcePassages).where(eq(sourcePassages.sourceId, sourceId)).orderBy(sourcePassages.position);
const evidence = (orderId: string, who: { token: string } = admin) => call(t.app, endpoints.getOrderEvidence, { params: { id: orderId }, token: who.token });
const removeAs = (who: { token: string } | null, id: string) => call(t.app, endpoints.removeSource, { params: { id }, token: who?.token });
const stored = (key: string) =>
  t.app.storage.get(key).then(
    () => true,
    () => false,
  );

async function orderWith(who: Member, sourceIds: string[], data: Record<string, unknown> = {}) {
  const res = await placeOrder(t.app, who, orderPayload(who, await seedCampaign(t.app, who), { sources: sourceIds, ...data }));
  return res;
}
async function orderedWith(who: Member, sourceIds: string[]) {
  const res = await orderWith(who, sourceIds);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

describe('reading a research file into passages', () => {
  it('stores a transcript under the account, split turn by turn into passages numbered from 1', async () => {
    const member = await activeMember();
    const text = transcript(60);
    const source = await uploadedSource(t.app, member, 'Interview (Anna).txt', text);
    expect(source).toMatchObject({ kind: 'file', name: 'Interview (Anna).txt', size: Buffer.byteLength(text) });
    expect(source.key).toMatch(new RegExp(`^blueprint-uploads/${member.account.id}/[0-9a-f-]+-Interview-Anna-.txt$`));
    const passages = await passagesOf(source.id);
    expect(passages).toHaveLength(source.passageCount);
    expect(source.passageCount).toBeGreaterThan(3);
    expect(passages.map((p) => p.position)).toEqual(passages.map((_, i) => i + 1));
    expect(passages[0]!.location).toBe('paragraph 1');
    expect(passages.flatMap((p) => p.text.split('\n'))).toEqual(text.split('\n'));
    expect(await stored(source.key)).toBe(true);
  });

  it('makes one passage per CSV row, each value named by its column', async () => {
    const member = await activeMember();
    const csv = 'Respondent,Role,What slowed you down?\r\n1,Buyer,"The import, twice"\r\n\r\n2,,Nobody answered\r\n3,Admin,\r\n';
    const source = await uploadedSource(t.app, member, 'survey.csv', csv);
    expect(await passagesOf(source.id)).toEqual([
      { sourceId: source.id, position: 1, location: 'row 1', text: 'Respondent: 1; Role: Buyer; What slowed you down?: The import, twice' },
      { sourceId: source.id, position: 2, location: 'row 2', text: 'Respondent: 2; What slowed you down?: Nobody answered' },
      { sourceId: source.id, position: 3, location: 'row 3', text: 'Respondent: 3; Role: Admin' },
    ]);
  });

  it('reads a PDF page by page, and each passage says its page', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'notes.pdf', pdf(['Sales call notes.\nThe buyer wants SSO.', 'Second call.\nPrice was the blocker.']));
    const passages = await passagesOf(source.id);
    expect(passages.map((p) => [p.location, p.text])).toEqual([
      ['page 1', 'Sales call notes.\nThe buyer wants SSO.'],
      ['page 2', 'Second call.\nPrice was the blocker.'],
    ]);
  });

  it('reads Markdown as text and Word documents by paragraph', async () => {
    const member = await activeMember();
    const md = await uploadedSource(t.app, member, 'reviews.md', '# Reviews\n\n* Great support, slow import.');
    expect((await passagesOf(md.id)).map((p) => p.text)).toEqual(['# Reviews\n* Great support, slow import.']);
    const word = await uploadedSource(t.app, member, 'call.docx', docx(['Customer: we left because of the price.']));
    expect((await passagesOf(word.id)).map((p) => p.text)).toEqual(['Customer: we left because of the price.']);
  });

  it('refuses each bad file with a 4xx that says why, and keeps nothing of any of them', async () => {
    const member = await activeMember();
    const refusals: [string, string | Uint8Array, number, string | RegExp][] = [
      ['damaged.pdf', '%PDF-1.7\nthis is no PDF at all', 422, DOCUMENT_TEXTS.unreadable],
      ['locked.pdf', pdf(['secret plans'], { encrypted: true }), 422, /protected by a password/],
      ['blank.pdf', pdf(['']), 422, DOCUMENT_TEXTS.empty],
      ['bomb.docx', docxBomb(60 * 1024 * 1024), 422, /./],
      ['empty.txt', '', 422, DOCUMENT_TEXTS.empty],
      ['blank.txt', ' \n\n \t', 422, DOCUMENT_TEXTS.empty],
      ['header-only.csv', 'Name,Role\n', 422, DOCUMENT_TEXTS.empty],
      ['program.exe', 'MZ', 422, /Add a text \(\.txt, \.md\), CSV, Word/],
      ['old.doc', 'whatever', 422, /Add a text/],
      ['fake.pdf', 'just text', 422, /not a \.pdf file inside/],
      ['fake.docx', 'just text', 422, /not a \.docx file inside/],
      ['huge.txt', new Uint8Array(SOURCE_MAX_BYTES + 1).fill(65), 413, 'A research file can be at most 25 MB.'],
    ];
    for (const [fileName, content, status, message] of refusals) {
      const res = await uploadSource(t.app, member, fileName, content);
      expect(res.statusCode, `${fileName}: ${res.body}`).toBe(status);
      if (typeof message === 'string') expect(res.json().error.message, fileName).toBe(message);
      else expect(res.json().error.message, fileName).toMatch(message);
    }
    expect(await recordsOf(member)).toEqual({ uploads: [], sources: [] });
  });

  it('keeps pasted text as a .txt source the account can download', async () => {
    const member = await activeMember();
    const res = await pasteSource(t.app, member, 'Notes from the fair', 'Visitors asked about offline mode.\r\n\r\nTwo asked for a trial.');
    expect(res.statusCode, res.body).toBe(201);
    const source = res.json() as OrderSource;
    expect(source).toMatchObject({ kind: 'text', name: 'Notes from the fair', passageCount: 1 });
    expect(source.key).toMatch(/-Notes-from-the-fair.txt$/);
    expect((await passagesOf(source.id)).map((p) => p.text)).toEqual(['Visitors asked about offline mode.\nTwo asked for a trial.']);
    const { url } = await callOk(t.app, endpoints.signFileUrl, { query: { key: source.key }, token: member.token });
    expect((await t.app.inject({ method: 'GET', url })).body).toBe('Visitors asked about offline mode.\n\nTwo asked for a trial.');
    expect((await pasteSource(t.app, member, ' ', 'text')).statusCode).toBe(400);
    expect((await pasteSource(t.app, member, 'label', ' \n ')).statusCode).toBe(400);
  });

  it('takes back every record when the file cannot be stored', async () => {
    const member = await activeMember();
    const put = vi.spyOn(t.app.storage, 'put').mockRejectedValueOnce(new StorageError('retry-limit-exceeded', 'test'));
    try {
      expect((await uploadSource(t.app, member, 'call.txt', transcript(10))).statusCode).toBe(503);
    } finally {
      put.mockRestore();
    }
    // The passages went with their source (written in the same transaction, taken back by the cascade).
    expect(await recordsOf(member)).toEqual({ uploads: [], sources: [] });
  });
});

describe('ordering with sources', () => {
  it('gives the order its sources in the order given, fills the attachment with the first file, and lists them everywhere', async () => {
    const member = await activeMember();
    const pasted = (await pasteSource(t.app, member, 'Pasted', 'Some pasted research.')).json() as OrderSource;
    const first = await uploadedSource(t.app, member, 'first.txt', transcript(4));
    const second = await uploadedSource(t.app, member, 'second.csv', 'Q,A\nwhy,price\n');
    const order = await orderedWith(member, [pasted.id, first.id, second.id]);
    expect(order.sources.map((s) => s.id)).toEqual([pasted.id, first.id, second.id]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.attachment).toBe(first.key);
    const claimed = await db().select().from(uploads).where(inArray(uploads.key, [pasted.key, first.key, second.key]));
    expect(claimed.every((u) => u.attachedAt !== null)).toBe(true);

    const listed = await callOk(t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    expect(listed.find((o) => o.id === order.id)!.sources).toEqual(order.sources);
    const page = await callOk(t.app, endpoints.listOrderPage, { params: { accountId: member.account.id }, query: { limit: 10 }, token: member.token });
    expect(page.items.find((o) => o.id === order.id)!.sources).toEqual(order.sources);
    const open = await callOk(t.app, endpoints.listOpenOrders, { token: admin.token });
    expect(open.find((o) => o.id === order.id)!.sources).toEqual(order.sources);
    const moved = await callOk(t.app, endpoints.setOrderStatus, { params: { id: order.id }, body: { status: 'pending' }, token: admin.token });
    expect(moved.sources).toEqual(order.sources);
  });

  it('keeps an attachment sent with the order, and leaves it empty with only pasted sources', async () => {
    const member = await activeMember();
    const pasted = (await pasteSource(t.app, member, 'Pasted', 'Some pasted research.')).json() as OrderSource;
    const order = await orderedWith(member, [pasted.id]);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.attachment).toBe('');
  });

  it("refuses another account's source, an unknown one, one already ordered and duplicates, charging nothing", async () => {
    const [member, other] = [await activeMember(), await activeMember()];
    const mine = await uploadedSource(t.app, member, 'mine.txt', 'Mine.');
    const theirs = await uploadedSource(t.app, other, 'theirs.txt', 'Theirs.');
    const before = await creditsOf(member);
    for (const ids of [[theirs.id], [mine.id, theirs.id], ['no-such-source']]) {
      const res = await orderWith(member, ids);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Each source of an order must be one your account added and no other order has taken.' });
    }
    expect((await orderWith(member, [mine.id, mine.id])).statusCode).toBe(400);
    expect(await creditsOf(member)).toBe(before);
    await orderedWith(member, [mine.id]);
    expect((await orderWith(member, [mine.id])).statusCode).toBe(403);
    expect(await creditsOf(member)).toBe(before - 1);
    // Their source is untouched.
    expect((await db().select().from(sources).where(eq(sources.id, theirs.id)))[0]!.orderId).toBeNull();
  });

  it('answers a retried order with its sources and charges once; other content under the same id is refused', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'call.txt', transcript(4));
    const payload = orderPayload(member, await seedCampaign(t.app, member), { sources: [source.id] });
    const before = await creditsOf(member);
    const first = await placeOrder(t.app, member, payload);
    const again = await placeOrder(t.app, member, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((again.json() as Order).sources.map((s) => s.id)).toEqual([source.id]);
    expect(await creditsOf(member)).toBe(before - 1);
    const other = await placeOrder(t.app, member, { ...payload, data: { ...payload.data, sources: [] } });
    expect(other.statusCode).toBe(409);
  });

  it('gives a source raced for by two orders to exactly one, and charges only that one', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'call.txt', transcript(4));
    const seeded = await seedCampaign(t.app, member);
    const before = await creditsOf(member);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeOrder(t.app, member, orderPayload(member, seeded, { sources: [source.id] }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403]);
    expect(await creditsOf(member)).toBe(before - 1);
    const winner = answers.find((r) => r.statusCode === 201)!.json() as Order;
    expect((await db().select().from(sources).where(eq(sources.id, source.id)))[0]).toMatchObject({ orderId: winner.id, position: 1 });
  });

  it('gives the same order racing itself (one id) its sources once and charges once', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'call.txt', transcript(4));
    const payload = orderPayload(member, await seedCampaign(t.app, member), { sources: [source.id] });
    const before = await creditsOf(member);
    const answers = await Promise.all([placeOrder(t.app, member, payload), placeOrder(t.app, member, payload), placeOrder(t.app, member, payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await creditsOf(member)).toBe(before - 1);
  });

  it('lets a member of the same account order and remove the sources a teammate added', async () => {
    const member = await activeMember();
    const teammate = await teammateOf(t.app, member);
    const added = await uploadedSource(t.app, teammate, 'teammate.txt', transcript(4));
    const order = await orderedWith(member, [added.id]);
    expect(order.sources.map((s) => s.id)).toEqual([added.id]);
    expect((await removeAs(teammate, added.id)).statusCode).toBe(204);
  });
});

describe('removing a source', () => {
  it('removes an unordered source with its passages, its upload and its stored file', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'call.txt', transcript(20));
    expect((await removeAs(null, source.id)).statusCode).toBe(401);
    expect((await removeAs(await activeMember(), source.id)).statusCode).toBe(404);
    expect((await removeAs(admin, source.id)).statusCode).toBe(404);
    expect((await removeAs(member, source.id)).statusCode).toBe(204);
    expect(await recordsOf(member)).toEqual({ uploads: [], sources: [] });
    expect(await passagesOf(source.id)).toEqual([]);
    expect(await stored(source.key)).toBe(false);
    expect((await removeAs(member, source.id)).statusCode).toBe(404);
  });

  it("removes a pending order's source (its attachment moves to the next file) and refuses once the order is in progress", async () => {
    const member = await activeMember();
    const [a, b, c] = [
      await uploadedSource(t.app, member, 'a.txt', 'First file.'),
      await uploadedSource(t.app, member, 'b.txt', 'Second file.'),
      await uploadedSource(t.app, member, 'c.txt', 'Third file.'),
    ];
    const order = await orderedWith(member, [a.id, b.id, c.id]);
    expect((await removeAs(member, a.id)).statusCode).toBe(204);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.attachment).toBe(b.key);
    const listed = await callOk(t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    expect(listed.find((o) => o.id === order.id)!.sources.map((s) => s.id)).toEqual([b.id, c.id]);

    await callOk(t.app, endpoints.setOrderStatus, { params: { id: order.id }, body: { status: 'in progress' }, token: admin.token });
    const locked = await removeAs(member, b.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toEqual({ code: 'SOURCES_LOCKED', message: 'This order is already in progress, so its sources can no longer be removed.' });
    expect(await passagesOf(b.id)).not.toEqual([]);
  });

  it('gives the space back at once; when the file cannot be deleted now the sweep deletes it later', async () => {
    const member = await activeMember();
    const source = await uploadedSource(t.app, member, 'call.txt', transcript(10));
    const del = vi.spyOn(t.app.storage, 'delete').mockRejectedValueOnce(new StorageError('retry-limit-exceeded', 'test'));
    try {
      expect((await removeAs(member, source.id)).statusCode).toBe(204);
    } finally {
      del.mockRestore();
    }
    expect((await recordsOf(member)).sources).toEqual([]);
    const [kept] = (await recordsOf(member)).uploads;
    expect(kept).toMatchObject({ key: source.key, attachedAt: null });
    expect(await stored(source.key)).toBe(true);
    await sweepUnusedUploads({ db: db(), storage: t.app.storage, log: { warn: vi.fn(), info: vi.fn() }, maxAgeMs: 60_000 });
    expect(await recordsOf(member)).toEqual({ uploads: [], sources: [] });
    expect(await stored(source.key)).toBe(false);
  });
});

describe('the sweep of unused uploads', () => {
  it('removes a source no order took, with its passages, once older than the age; an ordered one stays', async () => {
    const member = await activeMember();
    const unused = await uploadedSource(t.app, member, 'unused.txt', transcript(10));
    const ordered = await uploadedSource(t.app, member, 'ordered.txt', transcript(10));
    await orderedWith(member, [ordered.id]);
    await sweepUnusedUploads({ db: db(), storage: t.app.storage, log: { warn: vi.fn(), info: vi.fn() }, maxAgeMs: 60_000 }, new Date(Date.now() + 120_000));
    expect((await recordsOf(member)).sources.map((s) => s.id)).toEqual([ordered.id]);
    expect(await passagesOf(unused.id)).toEqual([]);
    expect(await stored(unused.key)).toBe(false);
    expect((await passagesOf(ordered.id)).length).toBe(ordered.passageCount);
  });
});

describe("an order's evidence", () => {
  it('gives site admins the sources and every passage in order, with stable ids; unknown orders are 404', async () => {
    const member = await activeMember();
    const csv = await uploadedSource(t.app, member, 'survey.csv', 'Q,A\nwhy,price\nwhen,spring\n');
    const text = await uploadedSource(t.app, member, 'call.txt', transcript(30));
    const order = await orderedWith(member, [csv.id, text.id]);
    const res = await evidence(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OrderEvidence;
    expect(body.sources.map((s) => s.id)).toEqual([csv.id, text.id]);
    expect(body.passages.slice(0, 2)).toEqual([
      { id: passageId(csv.id, 1), sourceId: csv.id, position: 1, location: 'row 1', text: 'Q: why; A: price' },
      { id: passageId(csv.id, 2), sourceId: csv.id, position: 2, location: 'row 2', text: 'Q: when; A: spring' },
    ]);
    expect(body.passages.slice(2).map((p) => p.position)).toEqual(Array.from({ length: text.passageCount }, (_, i) => i + 1));
    expect(body.passages).toHaveLength(2 + text.passageCount);

    expect((await evidence(order.id, member)).statusCode).toBe(403);
    const unknown = await evidence(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the storage quota and the hourly rate of sources', () => {
  it('counts files and pasted text against the quota, and a removal gives the space back', async () => {
    const quota = await createTestApp({ env: { STORAGE_QUOTA_BYTES_PER_ACCOUNT: '3000', UPLOAD_SWEEP_INTERVAL_MS: '0' } });
    try {
      const { member } = await createCallers(quota.app);
      const file = (await uploadSource(quota.app, member, 'a.txt', 'a '.repeat(1000))).json() as OrderSource;
      expect((await pasteSource(quota.app, member, 'pasted', 'b '.repeat(400))).statusCode).toBe(201);
      const full = await pasteSource(quota.app, member, 'more', 'c '.repeat(400));
      expect(full.statusCode).toBe(413);
      expect(full.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
      expect(full.json().error.message).toMatch(/at most 2\.9 KB/);
      expect((await uploadSource(quota.app, member, 'b.txt', 'd '.repeat(400))).statusCode).toBe(413);
      expect((await call(quota.app, endpoints.removeSource, { params: { id: file.id }, token: member.token })).statusCode).toBe(204);
      expect((await uploadSource(quota.app, member, 'b.txt', 'd '.repeat(400))).statusCode).toBe(201);
    } finally {
      await quota.close();
    }
  });

  it('refuses a member past the hourly rate with 429, files and pasted text alike; others still add', async () => {
    const limited = await createTestApp({ env: { ORDER_SOURCE_UPLOADS_PER_HOUR: '2', UPLOAD_SWEEP_INTERVAL_MS: '0' } });
    try {
      const { member, other } = await createCallers(limited.app);
      expect((await uploadSource(limited.app, member, 'run.exe', 'MZ')).statusCode).toBe(422);
      expect((await pasteSource(limited.app, member, 'pasted', 'text')).statusCode).toBe(201);
      const refused = await uploadSource(limited.app, member, 'a.txt', 'text');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: 'You can attach at most 2 files an hour. Try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await pasteSource(limited.app, member, 'pasted', 'text')).statusCode).toBe(429);
      expect((await pasteSource(limited.app, other, 'pasted', 'text')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
