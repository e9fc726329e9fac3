import { endpoints, type LibraryAvatar } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf, leaveStreamAfter } from '../../test/event-stream';
import { appWithFakeModel } from '../../test/fake-model-app';
import type { FakeOpenAi } from '../../test/fakes/fake-openai';
import { endedReport, runAvatarToEnd } from '../../test/fidelity-helpers';
import type { TestApp } from '../../test/test-app';
import { fidelityReports } from './fidelity.tables';

/** Fidelity runs with an OpenAI-compatible model (the fake): the model stored, a failing model, a run left. */
const API_KEY = 'sk-fidelity-secret-4f1c9a';
let t: TestApp;
let fake: FakeOpenAi;
let close: () => Promise<void>;
let callers: Callers;
let rita: LibraryAvatar;

beforeAll(async () => {
  ({ t, fake, close } = await appWithFakeModel({ LLM_API_KEY: API_KEY }));
  callers = await callersWithCredits(t.app);
  ({ avatar: rita } = await orderAndDeliver(t.app, callers.admin, callers.member));
});
afterAll(() => close());

const read = () => callOk(t.app, endpoints.getAvatarFidelity, { params: { id: rita.id }, token: callers.member.token });

describe('a fidelity run with a model', () => {
  it('stores the driver and the model that answered, and no secret in the report', async () => {
    fake.answer({ kind: 'stream', chunks: ['I run trail races ', 'every weekend.'] });
    const res = await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: callers.member.token });
    expect(res.statusCode).toBe(200);
    const report = endedReport(eventsOf(endpoints.runAvatarFidelity, res.payload));
    expect(report).toMatchObject({ status: 'done', driver: 'openai', model: 'fake-model' });
    expect(report.result!.answers).toBeGreaterThan(0);
    expect(fake.received.length).toBeGreaterThanOrEqual(report.result!.answers);
    expect(fake.received.every((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
    const [row] = await t.database.handle.db.select().from(fidelityReports).where(eq(fidelityReports.id, report.id));
    for (const text of [res.payload, JSON.stringify(row), JSON.stringify(await read())]) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(t.app.config.AUTH_SECRET ?? 'no auth secret set');
    }
  });

  it("ends 'failed' with an error event carrying the model's code when the model fails", async () => {
    fake.answer({ kind: 'fail' });
    const events = await runAvatarToEnd(t.app, callers.member, rita.id);
    expect(events[0]?.type).toBe('started');
    const last = events.at(-1);
    expect(last?.type).toBe('error');
    expect(last?.type === 'error' && last.error.code).toBe('MODEL_FAILED');
    expect(JSON.stringify(events)).not.toContain(API_KEY);
    expect((await read()).report).toMatchObject({ status: 'failed', result: null, driver: 'openai', model: 'fake-model' });
    expect((await read()).report?.finishedAt).not.toBeNull();
  });

  it("refuses a second run while one streams (409), stops when the client closes the stream: the report ends 'interrupted', and a new run may start at once", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.answer({ kind: 'hang', chunks: ['Well, '] });
    const abandonedBefore = fake.abandoned;
    await leaveStreamAfter(address, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: callers.member.token }, 'started', async () => {
      const second = await call(t.app, endpoints.runAvatarFidelity, { params: { id: rita.id }, token: callers.member.token });
      expect(second.statusCode).toBe(409);
      expect((await read()).report?.status).toBe('running');
    });
    await expect.poll(async () => (await read()).report?.status, { timeout: 15_000 }).toBe('interrupted');
    await expect.poll(() => fake.abandoned, { timeout: 10_000 }).toBeGreaterThan(abandonedBefore);
    const [row] = await t.database.handle.db.select().from(fidelityReports).where(eq(fidelityReports.id, (await read()).report!.id));
    expect(row).toMatchObject({ status: 'interrupted', heartbeatAt: null });
    fake.answer({ kind: 'stream', chunks: ['Fine.'] });
    expect(endedReport(await runAvatarToEnd(t.app, callers.member, rita.id)).status).toBe('done');
  });
});
