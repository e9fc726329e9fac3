import { endpoints, FIDELITY_FIGURES, FIDELITY_MESSAGES, type LibraryAvatar } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverCutWork } from '../../recover-cut-work';
import { registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { endedReport, runAvatarToEnd } from '../../test/fidelity-helpers';
import { RUNNERS } from '../../test/runner-personas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimRun } from './fidelity.service';
import { fidelityReports } from './fidelity.tables';

/** Fidelity reports of avatars on the offline persona: a run streamed and stored, who may run and read it, one run at a time. */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersWithCredits>>;
let inactive: Member;
let rita: LibraryAvatar;
let theirs: LibraryAvatar;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersWithCredits(t.app);
  inactive = await registerMember(t.app);
  const delivered: LibraryAvatar[] = [];
  for (const person of RUNNERS) delivered.push((await orderAndDeliver(t.app, callers.admin, callers.member, person)).avatar);
  rita = delivered[0]!;
  ({ avatar: theirs } = await orderAndDeliver(t.app, callers.admin, callers.other));
});
afterAll(() => t.close());

const read = (who: { token: string }, avatarId: string) => call(t.app, endpoints.getAvatarFidelity, { params: { id: avatarId }, token: who.token });
const db = () => t.database.handle.db;

describe("an avatar's fidelity run on the offline persona", () => {
  it('reads null before the first run', async () => {
    expect((await callOk(t.app, endpoints.getAvatarFidelity, { params: { id: rita.id }, token: callers.member.token })).report).toBeNull();
  });

  it('streams started, progress and the done report with the seven figures, stored with driver offline, model null and its dates; GET returns it', async () => {
    const before = Date.now();
    const events = await runAvatarToEnd(t.app, callers.member, rita.id);
    expect(events[0]).toMatchObject({ type: 'started', report: { avatarId: rita.id, orderId: null, status: 'running', driver: 'offline', model: null, result: null, finishedAt: null } });
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress.length).toBeGreaterThan(FIDELITY_FIGURES.length);
    const counts = progress.flatMap((p) => (p.type === 'progress' ? [p] : []));
    expect(counts.map((p) => p.done)).toEqual([...counts.map((p) => p.done)].sort((a, b) => a - b));
    expect(counts.at(-1)!.done).toBe(counts.at(-1)!.total);

    const report = endedReport(events);
    expect(report).toMatchObject({ avatarId: rita.id, orderId: null, status: 'done', driver: 'offline', model: null });
    expect(Date.parse(report.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(report.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(report.createdAt));
    const result = report.result!;
    expect(result.figures.map((f) => f.key)).toEqual([...FIDELITY_FIGURES]);
    expect(result.judge).toBe('lexical');
    expect(result.answers).toBeGreaterThan(0);
    for (const figure of result.figures) {
      expect(figure.measures.length).toBeGreaterThan(0);
      for (const measure of figure.measures) if (measure.value !== null) expect(Number.isFinite(measure.value)).toBe(true);
    }
    // Two other avatars of the account hold Blueprints that differ: the panel is measured.
    expect(result.figures.find((f) => f.key === 'panels')!.passed).not.toBeNull();
    expect(result.passed).toBe(result.figures.every((f) => f.passed !== false));

    const [row] = await db().select().from(fidelityReports).where(eq(fidelityReports.id, report.id));
    expect(row).toMatchObject({ accountId: callers.member.account.id, requestedBy: callers.member.user.id, status: 'done', driver: 'offline', model: null, heartbeatAt: null });
    expect(row!.result).toEqual(result);
    expect((await read(callers.member, rita.id)).json()).toEqual({ report });
    // A site admin reads it too.
    expect((await read(callers.admin, rita.id)).json()).toEqual({ report });
  });

  it('leaves the panel figure unmeasured when the account has no other avatar with a different Blueprint', async () => {
    const report = endedReport(await runAvatarToEnd(t.app, callers.other, theirs.id));
    const panels = report.result!.figures.find((f) => f.key === 'panels')!;
    expect(panels.passed).toBeNull();
    expect(panels.note).toBe(FIDELITY_MESSAGES.noPanel);
  });
});

describe('who may run and read an avatar\'s report', () => {
  it("answers 404 for another account's avatar, to read and to run, and nothing is stored", async () => {
    const count = async () => (await db().select().from(fidelityReports).where(eq(fidelityReports.avatarId, theirs.id))).length;
    const before = await count();
    for (const res of [await read(callers.member, theirs.id), await call(t.app, endpoints.runAvatarFidelity, { params: { id: theirs.id }, token: callers.member.token })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 to nobody and refuses a member of an inactive account, before anything runs', async () => {
    expect((await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id } })).statusCode).toBe(401);
    expect((await call(t.app, endpoints.getAvatarFidelity, { params: { id: rita.id } })).statusCode).toBe(401);
    const refused = await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: inactive.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  it("lets a site admin run another account's avatar (manage), counted to that account", async () => {
    const report = endedReport(await runAvatarToEnd(t.app, callers.admin, theirs.id));
    const [row] = await db().select().from(fidelityReports).where(eq(fidelityReports.id, report.id));
    expect(row).toMatchObject({ accountId: callers.other.account.id, requestedBy: callers.admin.user.id, status: 'done' });
  });
});

describe('one run at a time', () => {
  it('refuses a run while one is under way (409, JSON); a run whose heartbeat went silent reads interrupted and a new run goes ahead', async () => {
    const [running] = await db()
      .insert(fidelityReports)
      .values({ accountId: callers.member.account.id, avatarId: rita.id, blueprintHash: 'x', driver: 'offline', status: 'running', heartbeatAt: sql`now()` })
      .returning();
    const res = await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: callers.member.token });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: FIDELITY_MESSAGES.running });
    expect((await read(callers.member, rita.id)).json().report).toMatchObject({ id: running!.id, status: 'running' });

    // What a crash leaves: 'running', and a heartbeat silent for a minute (a live run beats every 5 s).
    await db().update(fidelityReports).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(fidelityReports.id, running!.id));
    expect((await read(callers.member, rita.id)).json().report).toMatchObject({ id: running!.id, status: 'interrupted', result: null });
    const report = endedReport(await runAvatarToEnd(t.app, callers.member, rita.id));
    expect(report.status).toBe('done');
    const [cut] = await db().select().from(fidelityReports).where(eq(fidelityReports.id, running!.id));
    expect(cut).toMatchObject({ status: 'interrupted', heartbeatAt: null });
  });

  it('of eight runs claimed at once (separate connections on PostgreSQL), exactly one gets its report', async () => {
    const persona = { avatar: { name: 'Rita', age: 34, gender: 'female', occupation: 'product manager', company: 'Co', campaign: 'Spring' }, sections: [] };
    const claim = () => claimRun(db(), { accountId: callers.member.account.id, avatarId: rita.id, orderId: null, requestedBy: null, driver: 'offline', model: null, persona });
    const claimed = (await Promise.all(Array.from({ length: 8 }, claim))).filter((row) => row !== null);
    expect(claimed).toHaveLength(1);
    const running = await db().select().from(fidelityReports).where(and(eq(fidelityReports.avatarId, rita.id), eq(fidelityReports.status, 'running')));
    expect(running.map((row) => row.id)).toEqual([claimed[0]!.id]);
    // Meanwhile a run over HTTP is refused.
    const res = await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: callers.member.token });
    expect(res.statusCode).toBe(409);
    await db().update(fidelityReports).set({ status: 'interrupted', heartbeatAt: null }).where(eq(fidelityReports.id, claimed[0]!.id));
  });

  it('marks a run left running interrupted at the start of the only process, whatever its heartbeat', async () => {
    const [running] = await db()
      .insert(fidelityReports)
      .values({ accountId: callers.member.account.id, avatarId: rita.id, blueprintHash: 'x', driver: 'offline', status: 'running', heartbeatAt: sql`now()` })
      .returning();
    await recoverCutWork(db(), t.app.log);
    expect((await read(callers.member, rita.id)).json().report).toMatchObject({ id: running!.id, status: 'interrupted' });
    expect(endedReport(await runAvatarToEnd(t.app, callers.member, rita.id)).status).toBe('done');
  });
});
