import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { startCheckout, testCheckoutId } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/accounts/{id}/plan: the plan the Current Plan marker stands on is the one paid for, never a guess from the membership. */
describe('the current plan', () => {
  let t: TestApp;
  let callers: { admin: Member; member: Member; other: Member };
  const currentPlan = (who: Member, accountId = who.account.id) => call(t.app, endpoints.getCurrentPlan, { params: { id: accountId }, token: who.token });

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.app);
  });
  afterAll(() => t.close());

  it('is none for an account that never paid, whatever its membership says', async () => {
    expect((await currentPlan(callers.member)).json()).toEqual({ planId: null, subscription: null, invoices: [] });
    await callOk(t.app, endpoints.setMembership, { params: { id: callers.member.account.id }, body: { membership: 'starter' }, token: callers.admin.token });
    expect((await currentPlan(callers.member)).json()).toMatchObject({ planId: null });
  });

  it('is the plan paid for once its checkout completes, which is then not sold again', async () => {
    const { url } = await startCheckout(t.app, callers.member, 'studio');
    await callOk(t.app, endpoints.payTestCheckout, { params: { id: testCheckoutId(url) }, token: callers.member.token });
    expect((await currentPlan(callers.member)).json()).toMatchObject({ planId: 'studio', subscription: { planId: 'studio', status: 'active' } });
    const again = await call(t.app, endpoints.createCheckout, { body: { accountId: callers.member.account.id, productId: 'studio' }, token: callers.member.token });
    expect(again.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it("is read by the account's members and site admins, not by another account", async () => {
    expect((await currentPlan(callers.admin, callers.member.account.id)).json()).toMatchObject({ planId: 'studio' });
    const refused = await currentPlan(callers.other, callers.member.account.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_YOUR_ACCOUNT');
  });
});
