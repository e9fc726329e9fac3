import { endpoints, FIDELITY_MESSAGES, type LibraryAvatar, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { endedReport, runAvatarToEnd } from '../../test/fidelity-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fidelityReports } from './fidelity.tables';

/** The hourly limit of fidelity runs per account (FIDELITY_RUNS_PER_HOUR, 2 here). */
let t: TestApp;
let callers: Callers;
let mine: LibraryAvatar;
let theirs: LibraryAvatar;

beforeAll(async () => {
  t = await createTestApp({ env: { FIDELITY_RUNS_PER_HOUR: '2' } });
  callers = await callersWithCredits(t.app);
  ({ avatar: mine } = await orderAndDeliver(t.app, callers.admin, callers.member));
  ({ avatar: theirs } = await orderAndDeliver(t.app, callers.admin, callers.other));
});
afterAll(() => t.close());

describe('the hourly limit of fidelity runs', () => {
  it('answers 429 with the text (before any stream, nothing stored) once the account has run its hour, and counts per account', async () => {
    expect(endedReport(await runAvatarToEnd(t.app, callers.member, mine.id)).status).toBe('done');
    expect(endedReport(await runAvatarToEnd(t.app, callers.member, mine.id)).status).toBe('done');

    const refused = await call(t.app, endpoints.runAvatarFidelity, { params: { id: mine.id }, token: callers.member.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: FIDELITY_MESSAGES.limited });
    expect(await t.database.handle.db.select().from(fidelityReports).where(eq(fidelityReports.avatarId, mine.id))).toHaveLength(2);

    // A site admin's run of the account's avatar is counted to the account too.
    expect((await call(t.app, endpoints.runAvatarFidelity, { params: { id: mine.id }, token: callers.admin.token })).statusCode).toBe(429);
    // An order draft of the account is counted before it is read (its claims could ask the judge model): past
    // the hour even a draft with nothing to measure is 429, not 422.
    const order = (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member)))).json() as Order;
    const draft = await call(t.app, endpoints.runOrderFidelity, { params: { id: order.id }, body: { name: 'Rita', age: 40, gender: 'female', occupation: 'manager', externalUrl: 'https://example.com/doc' }, token: callers.admin.token });
    expect(draft.statusCode).toBe(429);
    expect(draft.json().error.code).toBe('RATE_LIMITED');
    // Another account has its own hour.
    expect(endedReport(await runAvatarToEnd(t.app, callers.other, theirs.id)).status).toBe('done');
  });
});
