import { afterAll, beforeAll, expect } from 'vitest';
import type { Member } from './auth-helpers';
import { startFakeStripe, type FakeCheckoutSession, type FakeStripe } from './fakes/fake-stripe';
import { startCheckout, stripeEnv } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

export interface StripeApp {
  /** The app, configured to take payment through the fake (set once beforeAll ran). */
  readonly t: TestApp;
  /** The fake Stripe the app calls. */
  readonly fake: FakeStripe;
  /** Starts a Stripe checkout of the plan through the portal; answers the session the fake created. */
  stripeCheckout(member: Member, productId: string): Promise<FakeCheckoutSession>;
}

/**
 * A fake Stripe and an app that takes payment through it (with `env` over its settings), for the enclosing file or describe block:
 * started before its tests, closed (app, then fake) after them.
 */
export function useStripeApp(env: Record<string, string> = {}): StripeApp {
  const state = {} as { t: TestApp; fake: FakeStripe };
  beforeAll(async () => {
    state.fake = await startFakeStripe();
    state.t = await createTestApp({ env: { ...stripeEnv(state.fake), ...env } });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.fake?.stop();
  });
  return {
    get t() {
      return state.t;
    },
    get fake() {
      return state.fake;
    },
    async stripeCheckout(member, productId) {
      const { url } = await startCheckout(state.t.app, member, productId);
      const session = state.fake.sessions.get(url.split('/').pop()!);
      expect(session?.url).toBe(url);
      return session!;
    },
  };
}
