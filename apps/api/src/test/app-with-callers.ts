import { afterAll, beforeAll } from 'vitest';
import { createCallers } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

export type Callers = Awaited<ReturnType<typeof createCallers>>;
export type Caller = 'anonymous' | keyof Callers;

/** The bearer token a caller sends: none for the anonymous one. */
export const tokenOf = (callers: Callers, caller: Caller): string | undefined => (caller === 'anonymous' ? undefined : callers[caller].token);

/**
 * This test file's own app with the three signed-in callers every access test uses; closed after the file.
 * options: the app's (createTestApp), e.g. a capturing mailer and TRUST_PROXY for the identity calls' tests.
 */
export function appWithCallers(options?: Parameters<typeof createTestApp>[0]): { readonly t: TestApp; readonly callers: Callers } {
  const state = {} as { t: TestApp; callers: Callers };
  beforeAll(async () => {
    state.t = await createTestApp(options);
    state.callers = await createCallers(state.t.app);
  });
  afterAll(() => state.t.close());
  return state;
}
