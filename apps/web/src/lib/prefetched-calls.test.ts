import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetched, forgetPrefetched, SCREEN_CALLS_MS, takePrefetched } from './prefetched-calls';

const answer = (body: string) => Promise.resolve(new Response(body));
const SIGN_IN = '/api/accounts/me';
const SCREEN = '/api/orders/account/acc-1/processing';

function install(): void {
  vi.stubGlobal('window', {
    __prefetchedCalls: { token: 't-1', calls: { [SIGN_IN]: answer('me'), [SCREEN]: answer('count') }, started: Promise.resolve(), screen: [SCREEN] },
  });
}

beforeEach(install);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetched calls', () => {
  it('hands an answer once, to the same address with the same token', async () => {
    expect(await takePrefetched(SIGN_IN, 't-2')).toBeNull();
    expect(await takePrefetched(SIGN_IN, null)).toBeNull();
    expect(await takePrefetched('/api/accounts/other', 't-1')).toBeNull();
    expect(await (await takePrefetched(SIGN_IN, 't-1'))?.text()).toBe('me');
    expect(await takePrefetched(SIGN_IN, 't-1')).toBeNull();
  });

  it('hands a call without a token the answer asked for without one, once', async () => {
    vi.stubGlobal('window', { __publicCalls: { '/api/config': answer('config') }, __prefetchedCalls: { token: 't-1', calls: { '/api/config': answer('signed') }, started: Promise.resolve() } });
    expect(await takePrefetched('/api/other', null)).toBeNull();
    expect(await (await takePrefetched('/api/config', null))?.text()).toBe('config');
    expect(await takePrefetched('/api/config', null)).toBeNull();
    vi.stubGlobal('window', { __publicCalls: { '/api/config': Promise.reject(new TypeError('offline')) } });
    expect(await takePrefetched('/api/config', null)).toBeNull();
  });

  it("hands a call not marked early only a first screen's answer", async () => {
    expect(await takePrefetched(SIGN_IN, 't-1', false)).toBeNull();
    expect(await (await takePrefetched(SCREEN, 't-1', false))?.text()).toBe('count');
  });

  it("keeps only the first screen's answers after the sign-in sequence, for a while", async () => {
    vi.useFakeTimers();
    forgetPrefetched();
    expect(await takePrefetched(SIGN_IN, 't-1')).toBeNull();
    vi.advanceTimersByTime(SCREEN_CALLS_MS);
    expect(await takePrefetched(SCREEN, 't-1')).toBeNull();
  });

  it("hands a first screen's answer after the sign-in sequence", async () => {
    forgetPrefetched();
    expect(await (await takePrefetched(SCREEN, 't-1'))?.text()).toBe('count');
  });

  it('drops everything on demand (after a write)', async () => {
    dropPrefetched();
    expect(await takePrefetched(SCREEN, 't-1')).toBeNull();
  });
});
