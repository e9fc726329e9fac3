// The Avatar Library in Chromium at 5,000 avatars: `npx tsx bench/web-library.ts` after `npm run build` (not a test).
// Starts the built portal (apps/api/dist/main.js, serving apps/web/dist) on a scratch PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), registers an
// account through the API, inserts BENCH_AVATARS (default 5000) avatars with their Blueprint rows directly, each with
// a real JPEG portrait (all from bench/portal.ts), signs in and prints, from Chromium headless (CHROMIUM_PATH, else a
// system one, else @sparticuz/chromium's: scripts/browser-path.mjs):
//   - the signed-out login page's scripts (count and KB);
//   - navigation → first cards painted (performance.now() in a requestAnimationFrame after the first card appears);
//   - a filter change → the new cards painted (from the select's change event to the frame after the list changed),
//     with when they reached the DOM and when the frame that paints them began.
// Targets: first cards < 600 ms, a filter change < 50 ms.
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { launchBenchBrowser, registerMember, seedAvatars, startBenchPortal, uploadBenchPortrait } from './portal';

const COUNT = Number(process.env.BENCH_AVATARS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (all: number[], values = all.filter((v) => !Number.isNaN(v))) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length}${values.length < all.length ? `, ${all.length - values.length} timed out` : ''})`;

const portal = await startBenchPortal();
console.warn(`portal on ${portal.baseUrl} (PostgreSQL scratch database)`);
const browser = await launchBenchBrowser();

try {
  // The signed-out login page: which scripts it loads.
  {
    const page = await browser.newPage();
    const scripts: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.push(body.length));
    });
    await page.goto(`${portal.baseUrl}/`, { waitUntil: 'networkidle' });
    console.warn(`login page (signed out): ${scripts.length} scripts, ${(scripts.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB uncompressed`);
    await page.close();
  }

  // A member whose account holds COUNT avatars (the first admin is registered first, so this one is an ordinary member).
  const { token, email, account, adminToken } = await registerMember(portal.baseUrl, portal.database);
  const drawing = await browser.newPage();
  const img = await uploadBenchPortrait(portal.baseUrl, adminToken, drawing);
  await drawing.close();
  const started = performance.now();
  await seedAvatars(portal.database, account.id, COUNT, { img });
  console.warn(`seeded ${COUNT} avatars in ${(performance.now() - started).toFixed(0)} ms (PostgreSQL)`);

  // bypassCSP: the probes below are evaluated as strings, which the portal's CSP (no unsafe-eval) would refuse.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  // The first card painted: the frame after the library's list first holds an article.
  await context.addInitScript({
    content: `
      localStorage.setItem('authToken', ${JSON.stringify(token)});
      localStorage.setItem('authEmail', ${JSON.stringify(email)});
      localStorage.setItem('authAccount', ${JSON.stringify(account.id)});
      const firstCardsObserver = new MutationObserver(() => {
        if (!document.querySelector('ul[aria-label="Avatars"] article')) return;
        firstCardsObserver.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__firstCards = performance.now())));
      });
      firstCardsObserver.observe(document, { subtree: true, childList: true });
    `,
  });
  const page = await context.newPage();

  const firstCards = async (): Promise<number> => {
    await page.goto(`${portal.baseUrl}/`);
    await page.waitForFunction('window.__firstCards !== undefined', undefined, { timeout: 60_000 });
    return page.evaluate<number>('window.__firstCards');
  };
  await firstCards(); // warm-up: scripts cached, connections open, as on a second visit
  const firsts: number[] = [];
  for (let i = 0; i < ROUNDS; i++) firsts.push(await firstCards());
  console.warn(`navigation → first cards painted (${COUNT} avatars, scripts cached): ${fmt(firsts)}`);
  // Where the last navigation's time went: each API call's start and end (ms after navigation), and server time.
  const calls = await page.evaluate<string[]>(`
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => new URL(entry.name).pathname.replace(/[0-9a-f-]{36}/g, '{id}') + ' ' + entry.startTime.toFixed(0) + '→' + entry.responseEnd.toFixed(0))
  `);
  console.warn(`  API calls of the last one: ${calls.join(', ')}`);

  /** From the change event of the control to the frame after the count line ("Showing N of M avatars") changed. */
  const timeChange = async (page: Page, act: () => Promise<unknown>): Promise<number> => {
    // Each change starts from a settled page, as a person's next choice does (the last one's remaining cards
    // drawn, its address written): a choice a few milliseconds after the last paint measures the two together.
    await page.waitForTimeout(300);
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(0), { timeout: 2000 }))');
    await page.evaluate(`{
      window.__commits ??= [];
      window.__frames ??= [];
      const countLine = () => [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Showing '))?.textContent ?? '';
      const firstNames = () => [...document.querySelectorAll('ul[aria-label="Avatars"] h2')].slice(0, 3).map((h) => h.textContent).join();
      const before = countLine() + firstNames();
      window.__change = new Promise((resolve) => {
        let start = 0;
        document.addEventListener('change', () => (start = performance.now()), { capture: true, once: true });
        document.addEventListener('click', () => (start = start || performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (countLine() + firstNames() === before || start === 0) return;
          observer.disconnect();
          const committed = performance.now() - start;
          requestAnimationFrame(() => {
            const frame = performance.now() - start;
            setTimeout(() => {
              window.__commits.push(committed);
              window.__frames.push(frame);
              resolve(performance.now() - start);
            });
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      // The block's value is what evaluate answers (and awaits): not the promise above.
      0;
    }`);
    await act();
    // Nothing changed within 30 s counts as a failure rather than a hang.
    return page.evaluate<number>('Promise.race([window.__change, new Promise((r) => setTimeout(() => r(NaN), 30000))])');
  };

  await firstCards();
  const company = page.getByLabel('Company', { exact: true });
  const campaign = page.getByLabel('Campaign', { exact: true });
  const fresh: number[] = [];
  const cached: number[] = [];
  const campaigns: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    fresh.push(await timeChange(page, () => company.selectOption(`Company ${i + 1}`)));
    campaigns.push(await timeChange(page, () => campaign.selectOption(`Campaign ${i % 7}`)));
  }
  for (let i = 0; i < ROUNDS; i++) cached.push(await timeChange(page, () => company.selectOption(`Company ${i + 1}`)));
  console.warn(`filter change → new cards painted, company (first time): ${fmt(fresh)}`);
  console.warn(`filter change → new cards painted, campaign (first time): ${fmt(campaigns)}`);
  console.warn(`filter change → new cards painted, company seen before (cached pages): ${fmt(cached)}`);
  // Favourites on, first time for each company: the company chosen and favourites off again are not counted.
  const favouritesBox = page.getByRole('checkbox', { name: 'Show Favorites' });
  const favourites: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await timeChange(page, () => company.selectOption(`Company ${(10 + i) % 20}`));
    favourites.push(await timeChange(page, () => favouritesBox.click()));
    await timeChange(page, () => favouritesBox.click());
  }
  console.warn(`filter change → new cards painted, favourites (first time): ${fmt(favourites)}`);
  const commits = await page.evaluate<number[]>('window.__commits');
  console.warn(`  of which until the new cards were in the DOM: ${fmt(commits)}`);
  const frames = await page.evaluate<number[]>('window.__frames');
  console.warn(`  and until the frame that paints them began (requestAnimationFrame): ${fmt(frames)}`);
  await context.close();
} finally {
  await browser.close();
  await portal.stop();
}
