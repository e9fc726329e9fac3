// An offline (extractive) Blueprint draft of an order with 300 pages of interview transcripts: `npm run bench:evidence`
// (about 150,000 words in ~2,000 passages, on PGlite; the draft through the draft service, from reading the passages
// to the finished claims, as POST /api/admin/orders/{id}/draft does without a model). Prints the seconds of each run.
import { performance } from 'node:perf_hooks';
import { accounts, users } from '../apps/api/src/features/accounts';
import { draftBlueprint } from '../apps/api/src/features/delivery/draft.service';
import { orders, sourcePassages, sources, uploads } from '../apps/api/src/features/orders';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';

const PAGES = 300;
const RUNS = 3;

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench' }), database });
await app.ready();

// A transcript's turns: the interviewer's question, then the answer, from a vocabulary wide enough for realistic ranking.
const TOPICS = [
  ['frustrating', 'reports', 'spreadsheets', 'manual', 'evenings', 'deadline', 'errors', 'copying'],
  ['goal', 'close', 'books', 'faster', 'team', 'priority', 'quarter', 'achieve'],
  ['trust', 'recommendations', 'peers', 'newsletter', 'podcast', 'analysts', 'community', 'reviews'],
  ['price', 'budget', 'approval', 'worried', 'risk', 'contract', 'expensive', 'procurement'],
  ['compare', 'vendors', 'demo', 'shortlist', 'trial', 'evaluate', 'decision', 'process'],
  ['switch', 'convince', 'onboarding', 'support', 'integration', 'security', 'references', 'proof'],
];
const FILLER = 'honestly the thing is that we usually end up doing it ourselves because nobody else in the company really owns it'.split(' ');
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

function passage(i: number): string {
  const topic = pick(TOPICS);
  const words: string[] = [];
  // About 73 words a passage (66 and the turn labels): 2,000 passages are 300 pages of 500 words.
  while (words.length < 66) words.push(random() < 0.3 ? pick(topic) : pick(FILLER));
  const sentences = [];
  for (let s = 0; s < words.length; s += 11) sentences.push(`${words.slice(s, s + 11).join(' ')}.`.replace(/^./, (c) => c.toUpperCase()));
  return `Interviewer: What about ${pick(topic)}, question ${i}?\nMaria: ${sentences.join(' ')}`;
}

const texts = Array.from({ length: 2000 }, (_, i) => passage(i + 1));
const wordCount = texts.reduce((n, t) => n + t.split(/\s+/).length, 0);

const userId = crypto.randomUUID();
const [account] = await database.db.insert(accounts).values({ name: 'Bench', isActive: true, createdBy: userId }).returning();
await database.db.insert(users).values({ id: userId, accountId: account!.id, email: 'bench@example.com', name: 'Bench', lastname: 'User' });
const [order] = await database.db
  .insert(orders)
  .values({ accountId: account!.id, userId, companyName: 'Bench Co', campaignName: 'Launch', product: 'Close software', context: '', price: 1, expectedAt: new Date() })
  .returning();
const PER_SOURCE = texts.length / 4;
for (let s = 0; s < 4; s++) {
  const key = `sources/${account!.id}/${crypto.randomUUID()}.txt`;
  const part = texts.slice(s * PER_SOURCE, (s + 1) * PER_SOURCE);
  await database.db.insert(uploads).values({ key, accountId: account!.id, size: part.join('\n\n').length, attachedAt: new Date() });
  const [source] = await database.db
    .insert(sources)
    .values({ accountId: account!.id, orderId: order!.id, uploadKey: key, kind: 'file', name: `interview-${s + 1}.txt`, size: part.join('\n\n').length, passageCount: part.length, position: s })
    .returning();
  for (let i = 0; i < part.length; i += 250) {
    await database.db.insert(sourcePassages).values(part.slice(i, i + 250).map((text, j) => ({ sourceId: source!.id, position: i + j + 1, location: `page ${Math.floor((s * PER_SOURCE + i + j) / (texts.length / PAGES)) + 1}`, text })));
  }
}

console.warn(`${PAGES} pages, ${wordCount.toLocaleString('en-US')} words, ${texts.length.toLocaleString('en-US')} passages`);
for (let run = 1; run <= RUNS; run++) {
  const started = performance.now();
  const { draft, model } = await draftBlueprint({ db: database.db, config: app.config, budget: app.answerBudget }, { userId }, order!.id);
  const seconds = (performance.now() - started) / 1000;
  const claims = 'claims' in draft ? Object.values(draft.claims).flat().length : 0;
  console.warn(`offline draft (${model}) run ${run}: ${seconds.toFixed(2)} s, ${claims} claims`);
}
await app.close();
await database.close();
