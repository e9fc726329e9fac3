import { endpoints } from '@persona/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdentityCache } from '../../lib/identity-cache';
import { registerActiveMember, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { deliverWebhook, nowSeconds, paidEvent, STRIPE_PRICES, subscriptionDeletedEvent, subscriptionUpdatedEvent } from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';

// Chat is Accelerator's here, so the membership read from the caller's cached identity decides a chat call.
const ctx = useStripeApp({ CHAT_MEMBERSHIPS: 'accelerator' });

/** A chat call (an avatar nobody has): refused for the membership, or past the gate (404). */
const chatGate = async (member: Member) => {
  const res = await call(ctx.t.app, endpoints.listAvatarThreads, { params: { avatarId: 'no-such-avatar' }, token: member.token });
  return (res.json() as { error?: { code: string } }).error?.code;
};

const deliverOk = async (event: Parameters<typeof deliverWebhook>[1]) => {
  const res = await deliverWebhook(ctx.t.app, event);
  expect(res.statusCode, res.body).toBe(200);
};

// The first person on an empty portal is a site admin, who may always chat: someone else comes first.
beforeAll(async () => {
  await registerActiveMember(ctx.t.app);
});
afterEach(() => vi.restoreAllMocks());

describe('a plan changed by a Stripe webhook', () => {
  it("applies to the account's members at once: their cached identities are forgotten once the event commits", async () => {
    const member = await registerActiveMember(ctx.t.app);
    const bystander = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'studio')).id);
    await deliverOk(paidEvent(session, { created: nowSeconds() - 60 }));
    const subscription = session.subscription!;
    // Studio: refused, and the identity (membership starter) is cached by this call.
    expect(await chatGate(member)).toBe('MEMBERSHIP_REQUIRED');
    await chatGate(bystander);

    const clear = vi.spyOn(IdentityCache.prototype, 'clear');
    await deliverOk(subscriptionUpdatedEvent({ subscription, accountId: member.account.id, productId: 'accelerator', price: STRIPE_PRICES.accelerator }));
    expect(await chatGate(member)).toBe('NOT_FOUND');
    // The account's records only: other accounts' identities stay cached.
    expect(clear.mock.calls).toEqual([[{ accountId: member.account.id }]]);

    await deliverOk(subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'accelerator', created: nowSeconds() + 1 }));
    expect(await chatGate(member)).toBe('MEMBERSHIP_REQUIRED');
    expect(clear.mock.calls).toHaveLength(2);
  });

  it('an event that changes nothing (a duplicate) forgets no identity', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const event = paidEvent(session);
    await deliverOk(event);
    const clear = vi.spyOn(IdentityCache.prototype, 'clear');
    await deliverOk(event);
    expect(clear).not.toHaveBeenCalled();
  });
});
