// The admin's delivery form of an order with 300 pages of transcripts, in Chromium: `npx tsx bench/web-delivery.ts`
// after `npm run build` (not a test). Starts the built portal on a scratch PostgreSQL database (as bench/web-library.ts),
// gives a member's open order BENCH_PASSAGES (default 2,000: about 150,000 words) passages in four sources, written
// directly as the upload routes would, and prints, as the site admin on /admin/orders and its delivery console:
//   - Deliver clicked → the first passages painted (the evidence fetched, the panel drawn), and how many rows were drawn;
//   - a search typed → the filtered passages painted (from the input event to the frame after the count changed);
//   - a keystroke in a claim → its frame (from the input event to the frame after it).
// Target: every keystroke and search under 50 ms, the panel under a second.
import { eq } from 'drizzle-orm';
import { users } from '../apps/api/src/features/accounts';
import { orders, sourcePassages, sources, uploads } from '../apps/api/src/features/orders';
import { launchBenchBrowser, registerMember, startBenchPortal } from './portal';

const PASSAGES = Number(process.env.BENCH_PASSAGES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SOURCES = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (values: number[]) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`;

const WORDS = 'honestly we usually end up closing the books late because the reports come from spreadsheets nobody owns and the import keeps failing so I copy numbers by hand in the evenings before the deadline'.split(' ');
/** About 75 words a passage, each passage's words in a different order, with a number to search for. */
const passage = (i: number) => `Interviewer: question ${i}?\nMaria: ${Array.from({ length: 72 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' ')}.`;

const portal = await startBenchPortal();
const browser = await launchBenchBrowser();
try {
  const { account, adminToken } = await registerMember(portal.baseUrl, portal.database, 'bench-delivery');
  const db = portal.database.db;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.accountId, account.id));
  const [order] = await db
    .insert(orders)
    .values({ accountId: account.id, userId: member!.id, companyName: 'Bench Evidence', campaignName: 'Launch', product: 'Close software', context: '', price: 1, expectedAt: new Date() })
    .returning();
  const texts = Array.from({ length: PASSAGES }, (_, i) => passage(i + 1));
  const perSource = Math.ceil(PASSAGES / SOURCES);
  for (let s = 0; s < SOURCES; s++) {
    const part = texts.slice(s * perSource, (s + 1) * perSource);
    const key = `sources/${account.id}/${crypto.randomUUID()}.txt`;
    const size = part.join('\n\n').length;
    await db.insert(uploads).values({ key, accountId: account.id, size, attachedAt: new Date() });
    const [source] = await db
      .insert(sources)
      .values({ accountId: account.id, orderId: order!.id, uploadKey: key, kind: 'file', name: `interview-${s + 1}.txt`, size, passageCount: part.length, position: s })
      .returning();
    for (let i = 0; i < part.length; i += 250) {
      await db.insert(sourcePassages).values(part.slice(i, i + 250).map((text, j) => ({ sourceId: source!.id, position: i + j + 1, location: `paragraph ${i + j + 1}`, text })));
    }
  }
  const words = texts.reduce((n, text) => n + text.split(/\s+/).length, 0);
  console.warn(`order with ${PASSAGES.toLocaleString('en-US')} passages, ${words.toLocaleString('en-US')} words, in ${SOURCES} sources`);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(adminToken)});` });
  const page = await context.newPage();
  const row = page.getByRole('article', { name: 'Bench Evidence - Launch', exact: true });
  const form = page.getByRole('form', { name: 'Deliver Bench Evidence - Launch', exact: true });

  // Each input event's time to the frame after it (the probes are strings: the portal's CSP is bypassed for them).
  await context.addInitScript({
    content: `
      window.__inputs = [];
      document.addEventListener('input', () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => window.__inputs.push(performance.now() - start)));
      }, { capture: true });
    `,
  });

  const opens: number[] = [];
  let drawn = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${portal.baseUrl}/admin/orders`);
    await row.waitFor();
    const started = await page.evaluate<number>('performance.now()');
    await row.getByRole('link', { name: 'Deliver Bench Evidence - Launch', exact: true }).click();
    await page.waitForFunction('document.querySelector(\'ul[aria-label="Passages"] li\') !== null', undefined, { timeout: 60_000 });
    const painted = await page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))');
    opens.push(painted - started);
    drawn = await page.locator('ul[aria-label="Passages"] li').count();
  }
  console.warn(`Deliver → first passages painted: ${fmt(opens)}; ${drawn} rows drawn of ${PASSAGES.toLocaleString('en-US')}`);

  const search = form.getByLabel('Search passages', { exact: true });
  const searches: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await search.fill('');
    await page.waitForTimeout(200);
    const query = `question ${1000 + i * 111}?`;
    await page.evaluate(`window.__searched = new Promise((resolve) => {
      let start = 0;
      document.addEventListener('input', () => (start = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const line = [...document.querySelectorAll('p')].find((p) => /^1 of [0-9,]+ passages$/.test(p.textContent ?? ''));
        if (!line || start === 0) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }); 0;`);
    await search.fill(query);
    searches.push(await page.evaluate<number>('window.__searched'));
  }
  console.warn(`a search → its one passage painted: ${fmt(searches)}`);

  await form.getByRole('button', { name: 'Add claim to Goals and jobs to be done', exact: true }).click();
  const claim = form.getByRole('textbox', { name: 'Claim 1 of Goals and jobs to be done', exact: true });
  await page.evaluate('window.__inputs = []');
  await claim.pressSequentially('I close the books late because the import keeps failing', { delay: 30 });
  const keystrokes = await page.evaluate<number[]>('window.__inputs');
  console.warn(`a keystroke in a claim → its frame: ${fmt(keystrokes)}`);
  await context.close();
} finally {
  await browser.close();
  await portal.stop();
}
