import { endpoints, PANEL_ASSET_MAX_LENGTH, PANEL_TEXTS, PANEL_TITLE_MAX_LENGTH, type LibraryAvatar, type Panel } from '@persona/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersOnTest } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { endedPanel, newPanel, runToEnd } from '../../test/panel-helpers';
import { RUNNERS } from '../../test/runner-personas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recoverCutWork } from '../../recover-cut-work';
import { chatAttachments } from '../chat';
import { assetLines } from '../persona';
import { panelAnswers, panels } from './panels.tables';

/** Panels on the offline responder: creating, listing, reading, deleting, and running both kinds. */
let t: TestApp;
let callers: Callers;
let trio: LibraryAvatar[];
let theirs: LibraryAvatar;

const EMAIL = [
  'Subject: Your next trail shoe is here',
  'Meet the Ridge 2: grip on wet rock, 600 km of wear.',
  'Now 149 euros, with free returns for 60 days.',
  'Try them on in any of our 40 stores.',
  'Shop the Ridge 2',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOnTest(t.app, { member: 10, other: 2 });
  trio = [];
  for (const person of RUNNERS) trio.push((await orderAndDeliver(t.app, callers.admin, callers.member, person)).avatar);
  ({ avatar: theirs } = await orderAndDeliver(t.app, callers.admin, callers.other));
});
afterAll(() => t.close());

const token = () => callers.member.token;
const ids = () => trio.map((a) => a.id);
const create = (body: Record<string, unknown>) => call(t.app, endpoints.createPanel, { body: { accountId: callers.member.account.id, ...body }, token: token() });
const read = (id: string) => callOk(t.app, endpoints.getPanel, { params: { id }, token: token() });

describe('creating a panel', () => {
  it.each([
    ['one avatar', () => ({ kind: 'question', avatarIds: ids().slice(0, 1), prompt: 'Why?' }), PANEL_TEXTS.tooFewAvatars],
    ['seven avatars', () => ({ kind: 'question', avatarIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], prompt: 'Why?' }), PANEL_TEXTS.tooManyAvatars],
    ['the same avatar twice', () => ({ kind: 'question', avatarIds: [trio[0]!.id, trio[0]!.id], prompt: 'Why?' }), PANEL_TEXTS.sameAvatarTwice],
    ['an empty question', () => ({ kind: 'question', avatarIds: ids(), prompt: '   ' }), PANEL_TEXTS.questionRequired],
    ['an empty asset', () => ({ kind: 'asset', avatarIds: ids(), prompt: '' }), PANEL_TEXTS.assetRequired],
    ['a too-long asset', () => ({ kind: 'asset', avatarIds: ids(), prompt: 'x'.repeat(PANEL_ASSET_MAX_LENGTH + 1) }), PANEL_TEXTS.assetTooLong],
    ['a too-long title', () => ({ kind: 'question', avatarIds: ids(), prompt: 'Why?', title: 'x'.repeat(PANEL_TITLE_MAX_LENGTH + 1) }), PANEL_TEXTS.titleTooLong],
  ])('refuses %s (400, with its text)', async (_name, body, text) => {
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: text });
  });

  it("refuses another account's avatar (404), even beside the account's own", async () => {
    const res = await create({ kind: 'question', avatarIds: [trio[0]!.id, theirs.id], prompt: 'Why?' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: PANEL_TEXTS.avatarNotFound });
    const missing = await create({ kind: 'question', avatarIds: [trio[0]!.id, 'no-such-avatar'], prompt: 'Why?' });
    expect(missing.json().error.message).toBe(PANEL_TEXTS.avatarNotFound);
  });

  it('refuses an uploaded asset longer than the limit, and another account\'s upload', async () => {
    // Uploads are cut to the same length; a longer stored text (an older, larger cut) is still refused.
    const text = 'word '.repeat(4_100);
    const [long] = await t.database.handle.db.insert(chatAttachments).values({ accountId: callers.member.account.id, name: 'long.txt', text, characters: text.length }).returning();
    const res = await create({ kind: 'asset', avatarIds: ids(), attachment: long!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PANEL_TEXTS.assetTooLong);
    const foreign = await callOk(t.app, endpoints.uploadChatAttachment, { body: { fileName: 'theirs.txt', content: 'Their ad.' }, token: callers.other.token });
    expect((await create({ kind: 'asset', avatarIds: ids(), attachment: foreign.attachment })).statusCode).toBe(404);
  });

  it('saves a draft with the avatars as they are, a title from the question, and lists it newest first', async () => {
    const question = 'What makes you   trust a new running-shoe brand enough to buy a pair online without trying them on first?';
    const first = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: ids(), prompt: question });
    expect(first).toMatchObject({ kind: 'question', status: 'draft', prompt: question, assetName: null, answers: [], summary: null, accountId: callers.member.account.id });
    expect(first.title.length).toBeLessThanOrEqual(61);
    expect(first.title).toMatch(/^What makes you trust a new running-shoe brand/);
    expect(first.members.map((m) => [m.avatarId, m.name, m.occupation])).toEqual(trio.map((a) => [a.id, a.data.name, a.data.occupation]));
    expect(first.members.every((m) => m.img !== '')).toBe(true);

    const upload = await callOk(t.app, endpoints.uploadChatAttachment, { body: { fileName: 'email.txt', content: EMAIL }, token: token() });
    const second = await newPanel(t.app, callers.member, { kind: 'asset', avatarIds: ids().slice(0, 2), attachment: upload.attachment, title: 'Ridge 2 email' });
    expect(second).toMatchObject({ kind: 'asset', title: 'Ridge 2 email', assetName: 'email.txt', prompt: EMAIL });

    const listed = await callOk(t.app, endpoints.listPanels, { params: { accountId: callers.member.account.id }, token: token() });
    expect(listed.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toEqual({ id: first.id, kind: 'question', title: first.title, status: 'draft', createdAt: first.createdAt, updatedAt: first.updatedAt, memberNames: RUNNERS.map((p) => p.name) });
    expect(await read(first.id)).toEqual(first);
  });

  it('deletes a panel with its answers', async () => {
    const panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: ids().slice(0, 2), prompt: 'Road or trail?' });
    await runToEnd(t.app, callers.member, panel.id);
    expect((await call(t.app, endpoints.deletePanel, { params: { id: panel.id }, token: token() })).statusCode).toBe(204);
    expect((await call(t.app, endpoints.getPanel, { params: { id: panel.id }, token: token() })).json().error.message).toBe(PANEL_TEXTS.panelNotFound);
    expect(await t.database.handle.db.select().from(panelAnswers).where(eq(panelAnswers.panelId, panel.id))).toEqual([]);
  });
});

describe('running a question panel (offline)', () => {
  let panel: Panel;

  it('streams both rounds of 3 avatars, saves every answer with its citations, and the summary', async () => {
    panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: ids(), prompt: 'Would you buy running shoes online or in a store?' });
    const events = await runToEnd(t.app, callers.member, panel.id);
    expect(events[0]).toMatchObject({ type: 'started', panel: { id: panel.id, status: 'running', answers: [] } });
    const types = events.map((e) => e.type);
    expect(types.filter((type) => type === 'answer')).toHaveLength(6);
    expect(types.slice(-2)).toEqual(['summary', 'done']);
    const deltas = events.filter((e) => e.type === 'delta');
    expect(new Set(deltas.map((d) => `${d.avatarId}:${d.round}`)).size).toBe(6);

    const ended = endedPanel(events);
    expect(ended.status).toBe('done');
    const [first, second] = [1, 2].map((round) => ended.answers.filter((a) => a.round === round));
    expect(first!.map((a) => a.avatarId).sort()).toEqual(ids().sort());
    expect(second!.map((a) => a.avatarId).sort()).toEqual(ids().sort());
    for (const answer of ended.answers) {
      expect(answer.status).toBe('done');
      expect(answer.text.trim()).not.toBe('');
      expect(answer.error).toBeNull();
      expect(answer.reaction).toBeNull();
      expect(answer.stance === null).toBe(answer.round === 1);
      // Only sections this avatar's Blueprint holds, each linked to its document.
      const own = Object.keys(RUNNERS[ids().indexOf(answer.avatarId)]!.sections);
      for (const citation of answer.citations) {
        expect(own).toContain(citation.key);
        expect(citation.url).toContain(`#${citation.key}`);
      }
    }
    expect(first!.some((a) => a.citations.length > 0)).toBe(true);
    expect(ended.summary).toMatchObject({ kind: 'question' });
    const summary = events.find((e) => e.type === 'summary');
    expect(summary?.type === 'summary' && summary.summary).toEqual(ended.summary);
    expect(await read(panel.id)).toEqual(ended);
  });

  it('tallies "Would you pay $49/month …? Why or why not?" by stance (Yes, No, Undecided), not as the choices "Why" and "why not"', async () => {
    const asked = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: ids(), prompt: 'Would you pay $49/month for this? Why or why not?' });
    const ended = endedPanel(await runToEnd(t.app, callers.member, asked.id));
    const first = ended.answers.filter((a) => a.round === 1);
    for (const answer of ended.answers) expect(answer.text).not.toMatch(/go for why/i);
    const summary = ended.summary;
    if (summary?.kind !== 'question') throw new Error('a question summary');
    expect(summary.tallyBy).toBe('stance');
    expect(summary.tally?.map((row) => row.choice)).toEqual(['Yes', 'No', 'Undecided']);
    expect(summary.tally?.flatMap((row) => row.avatarIds).sort()).toEqual(ids().sort());
    // Each avatar sits in the row its answer opens with.
    for (const row of summary.tally!) {
      for (const avatarId of row.avatarIds) {
        const opening = first.find((a) => a.avatarId === avatarId)!.text;
        if (row.choice === 'Yes') expect(opening).toMatch(/^(?:Yes|Sure|Absolutely|Probably, yes|Likely, yes)\b/);
        if (row.choice === 'No') expect(opening).toMatch(/^(?:No|Not|Nope|Probably not|Unlikely)\b/);
      }
    }
    expect(JSON.stringify(summary)).not.toMatch(/chose Why|Everyone chose/);
    expect([...summary.agreements, ...summary.disagreements.map((d) => d.point)].some((line) => /\bwould (?:pay|not)\b/.test(line))).toBe(true);
  });

  it('a re-run replaces the answers and the summary', async () => {
    const before = await read(panel.id);
    const ended = endedPanel(await runToEnd(t.app, callers.member, panel.id));
    expect(ended.answers).toHaveLength(6);
    expect(ended.answers.map((a) => a.id).some((id) => before.answers.some((b) => b.id === id))).toBe(false);
    expect((await t.database.handle.db.select().from(panelAnswers).where(eq(panelAnswers.panelId, panel.id))).length).toBe(6);
  });

  it('refuses a run while one is under way (409), and takes a run whose heartbeat went silent for interrupted, run again at once', async () => {
    const db = t.database.handle.db;
    await db.update(panels).set({ status: 'running', heartbeatAt: sql`now()` }).where(eq(panels.id, panel.id));
    const res = await call(t.app, endpoints.runPanel, { params: { id: panel.id }, token: token() });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: PANEL_TEXTS.alreadyRunning });
    expect((await read(panel.id)).status).toBe('running');

    // What a crash leaves: 'running', and a heartbeat silent for a minute (a live run beats every 5 s).
    await db.update(panels).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(panels.id, panel.id));
    expect((await read(panel.id)).status).toBe('interrupted');
    const listed = await callOk(t.app, endpoints.listPanels, { params: { accountId: callers.member.account.id }, token: token() });
    expect(listed.find((p) => p.id === panel.id)?.status).toBe('interrupted');
    expect(endedPanel(await runToEnd(t.app, callers.member, panel.id)).status).toBe('done');
  });

  it('marks a run left running interrupted at the start of the only process, whatever its heartbeat, and runs it again at once', async () => {
    const db = t.database.handle.db;
    await db.update(panels).set({ status: 'running', heartbeatAt: sql`now()` }).where(eq(panels.id, panel.id));
    await recoverCutWork(db, t.app.log);
    expect((await read(panel.id)).status).toBe('interrupted');
    const [row] = await db.select().from(panels).where(eq(panels.id, panel.id));
    expect(row).toMatchObject({ status: 'interrupted', heartbeatAt: null });
    expect(endedPanel(await runToEnd(t.app, callers.member, panel.id)).status).toBe('done');
  });
});

describe('running an asset panel (offline)', () => {
  it('gives one reaction per avatar, each stopping at a line of the asset or reading to the end, and the table', async () => {
    const panel = await newPanel(t.app, callers.member, { kind: 'asset', avatarIds: ids(), prompt: EMAIL });
    const ended = endedPanel(await runToEnd(t.app, callers.member, panel.id));
    expect(ended.status).toBe('done');
    expect(ended.answers).toHaveLength(3);
    const lines = assetLines(EMAIL);
    for (const answer of ended.answers) {
      expect(answer).toMatchObject({ round: 1, status: 'done', stance: null });
      expect(answer.reaction).not.toBeNull();
      expect(['', ...lines]).toContain(answer.reaction!.stopsAt);
    }
    expect(ended.summary?.kind).toBe('asset');
    const rows = ended.summary?.kind === 'asset' ? ended.summary.rows : [];
    expect(rows.map((r) => r.avatarId)).toEqual(ids());
    for (const row of rows) {
      const reaction = ended.answers.find((a) => a.avatarId === row.avatarId)!.reaction!;
      expect(row.stopsAt).toBe(reaction.stopsAt);
      expect(row.clicks).toBe(reaction.wouldClick ? (reaction.clicksOn ? `Yes — on ${reaction.clicksOn}` : 'Yes') : 'No');
    }
  });
});
