import { endpoints, PLAN_IDS, type EndpointDefinition } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, registerActiveMember, registerMember, uniqueEmail, type Member } from '../../test/auth-helpers';
import { bearer, call, callOk, type TestCallInput } from '../../test/call';
import { checkoutCompletedEvent, deliverWebhook, startCheckout, testCheckoutId } from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currentPlanOf } from './payments.queries';

let t: TestApp;
let people: Record<'admin' | 'member' | 'other' | 'inactive', Member>;

beforeAll(async () => {
  t = await createTestApp();
  const callers = await createCallers(t.app);
  const inactive = await registerActiveMember(t.app, uniqueEmail('inactive'), 'Inactive Co');
  await callOk(t.app, endpoints.setAccountStatus, { params: { id: inactive.account.id }, body: { isActive: false }, token: callers.admin.token });
  people = { ...callers, inactive };
});
afterAll(() => t.close());

type Who = 'anonymous' | keyof typeof people;
const send = (who: Who, endpoint: EndpointDefinition, input: TestCallInput) =>
  call(t.app, endpoint, { ...input, token: who === 'anonymous' ? undefined : people[who].token });

/** A plan the member does not pay for yet (paying one makes it the member's plan: ALREADY_SUBSCRIBED). */
const planToBuy = async () => {
  const current = await currentPlanOf(t.app.database.db, people.member.account.id);
  return PLAN_IDS.find((id) => id !== current)!;
};

/** A fresh open test checkout of the member (paying or cancelling closes one). */
const checkoutOf = async () => testCheckoutId((await startCheckout(t.app, people.member, await planToBuy())).url);

/**
 * The plans are public; a checkout is only ever for the caller's own active account (a site admin cannot buy
 * for another account: 403); another account's checkout does not exist for the caller (404) except that a
 * site admin may read it; an inactive account may not buy (403 ACCOUNT_INACTIVE). The refusals before the input is
 * read (anonymous 401, inactive 403) are the access matrix's (lib/http/access-matrix.test.ts).
 */
describe('access rules of the payment routes', () => {
  const expected: Array<[string, EndpointDefinition, (who: Who) => Promise<TestCallInput>, Partial<Record<Who, [number, string?]>>]> = [
    ['list plans', endpoints.listProducts, async () => ({}), { anonymous: [200], other: [200], member: [200], admin: [200], inactive: [200] }],
    [
      'start a checkout for the member’s account',
      endpoints.createCheckout,
      async () => ({ body: { accountId: people.member.account.id, productId: await planToBuy() } }),
      { other: [403, 'NOT_YOUR_ACCOUNT'], member: [200], admin: [403, 'NOT_YOUR_ACCOUNT'] },
    ],
    [
      'read a checkout',
      endpoints.getCheckout,
      async () => ({ params: { id: await checkoutOf() } }),
      { other: [404, 'NOT_FOUND'], member: [200], admin: [200] },
    ],
    [
      'pay a test checkout',
      endpoints.payTestCheckout,
      async () => ({ params: { id: await checkoutOf() } }),
      { other: [404, 'NOT_FOUND'], member: [200], admin: [404, 'NOT_FOUND'] },
    ],
    [
      'cancel a test checkout',
      endpoints.cancelTestCheckout,
      async () => ({ params: { id: await checkoutOf() } }),
      { other: [404, 'NOT_FOUND'], member: [200], admin: [404, 'NOT_FOUND'] },
    ],
  ];
  for (const [name, endpoint, input, statuses] of expected) {
    for (const [who, [status, code]] of Object.entries(statuses) as [Who, [number, string?]][]) {
      it(`${name} as ${who} → ${status}${code ? ` ${code}` : ''}`, async () => {
        const res = await send(who, endpoint, await input(who));
        expect(res.statusCode, res.body).toBe(status);
        if (code) expect(res.json().error.code).toBe(code);
      });
    }
  }

  it('never lets another account (or a site admin) pay or cancel the member’s checkout: it stays open', async () => {
    const id = await checkoutOf();
    for (const who of ['other', 'admin'] as const) {
      expect((await send(who, endpoints.payTestCheckout, { params: { id } })).statusCode).toBe(404);
      expect((await send(who, endpoints.cancelTestCheckout, { params: { id } })).statusCode).toBe(404);
    }
    expect((await send('member', endpoints.getCheckout, { params: { id } })).json().status).toBe('open');
  });

  it('answers 404 at the Stripe webhook when Stripe is not configured, signed or not', async () => {
    const event = checkoutCompletedEvent({ accountId: people.member.account.id, productId: 'agency' });
    for (const res of [await deliverWebhook(t.app, event), await deliverWebhook(t.app, event, { signature: null })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the Stripe webhook with Stripe configured', () => {
  const stripe = useStripeApp();

  it('is public but gated by the signature: 400 without one, signed in or not; 200 when signed', async () => {
    const member = await registerMember(stripe.t.app);
    const event = checkoutCompletedEvent({ accountId: member.account.id, productId: 'studio' });
    for (const headers of [{}, bearer(member.token)]) {
      const res = await deliverWebhook(stripe.t.app, event, { signature: null, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await deliverWebhook(stripe.t.app, event)).statusCode).toBe(200);
  });
});
