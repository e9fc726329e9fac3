import type { Page, Route } from '@playwright/test';

const failure = { status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The library is resting.' } }) };

/** Routes an endpoint's calls through a switch: 'hold' waits for release(), 'fail' answers 503, 'pass' goes through. */
export async function switchedRoute(page: Page, pattern: string) {
  const state = { mode: 'pass' as 'pass' | 'fail' | 'hold', release: () => {} };
  let held = Promise.resolve();
  await page.route(pattern, async (route: Route) => {
    if (state.mode === 'fail') return route.fulfill(failure);
    if (state.mode === 'hold') await held;
    return route.continue();
  });
  return {
    set(mode: 'pass' | 'fail' | 'hold') {
      state.mode = mode;
      if (mode === 'hold') held = new Promise<void>((resolve) => (state.release = resolve));
    },
    release: () => state.release(),
  };
}

/** The calls to an endpoint wait until release() (then pass, as every later one). */
export async function heldRoute(page: Page, pattern: string): Promise<() => void> {
  const route = await switchedRoute(page, pattern);
  route.set('hold');
  return () => {
    route.release();
    route.set('pass');
  };
}
