import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the page's fake clock (page.clock, installed before the page loads): a spec proves the portal's
 * delays by moving that clock instead of waiting for them.
 */

declare global {
  interface Window {
    e2eFirstSeen?: Record<string, number>;
  }
}

/**
 * Records, in the page's own (fake) clock time (Date.now, as `page.clock.pauseAt` takes it), when each selector first matches, for every document the page loads.
 * Read it with `firstSeenAt`: a delay that starts when something renders can then be checked to the millisecond.
 */
export async function recordFirstSeen(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: Record<string, number> = {};
    window.e2eFirstSeen = seen;
    new MutationObserver(() => {
      for (const selector of watched) if (seen[selector] === undefined && document.querySelector(selector)) seen[selector] = Date.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, selectors);
}

/** When the selector first matched in the current document (page clock time), once it has. */
export async function firstSeenAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction((watched) => window.e2eFirstSeen?.[watched], selector);
  return (await handle.jsonValue()) as number;
}

/**
 * Whether the current document has loaded a script (watched from the test's side: the fake clock stands in for the
 * page's `performance`, resource timings included).
 */
export function watchScript(page: Page, script: RegExp): () => boolean {
  let loaded = false;
  page.on('domcontentloaded', () => (loaded = false));
  page.on('requestfinished', (request) => {
    if (script.test(request.url())) loaded = true;
  });
  return () => loaded;
}

/** Lets the page finish what the clock's timers started: the script they load (`loaded`), then the renders they schedule. */
export async function settleAfter(page: Page, loaded: () => boolean): Promise<void> {
  await expect.poll(loaded).toBe(true);
  // Posted messages are not on the fake clock, so this also works with the clock stopped; React renders on one.
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
