// An order's research at the issue's scale: `npm run bench:sources`. 300 pages of interview transcripts (about
// 150,000 words: 500 words a page, one turn a line, no blank lines) as .txt, .docx and .pdf; for each format the
// pages are uploaded as 10 transcripts of 30 pages and as one file of 300, each read by the portal's document
// reader (its default limits: worker threads, heap cap, time limit), split into passages and stored, then one order
// takes them all. Prints the seconds from the first upload to the placed order (the issue's target: under 10 s),
// and the passages made. Files are sent one after another (the slower case: a browser may send two at once). PGlite, or with DATABASE_URL a scratch database created beside that one and dropped after.
import { endpointPath, endpoints, type Order, type OrderSource } from '@persona/shared';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { accounts, users } from '../apps/api/src/features/accounts';
import '../apps/api/src/features/auth/auth';
import { campaigns, companies } from '../apps/api/src/features/companies';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { multipartFile } from '../apps/api/src/test/multipart';
import { docx } from '../apps/api/src/test/office-files';
import { pdf } from '../apps/api/src/test/pdf-files';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';

const PAGES = 300;
const WORDS_PER_PAGE = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, poolMax: 5 } : { kind: 'pglite' });
await runMigrations(database);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench-sources', UPLOAD_SWEEP_INTERVAL_MS: '0' }), database });
await app.ready();

/** One page of a transcript: turns of the interviewer and the customer, one a line, about WORDS_PER_PAGE words. */
function page(n: number): string[] {
  const lines: string[] = [];
  let words = 0;
  for (let turn = 0; words < WORDS_PER_PAGE; turn += 1) {
    const line =
      turn % 2 === 0
        ? `Interviewer: On page ${n}, can you walk me through what happened when your team tried the import for the ${turn}th time?`
        : `Customer: Sure. We exported the spreadsheet from the old tool, the import stopped at row ${n * 37 + turn}, nobody on support answered for two days, and in the end our operations lead rebuilt the sheet by hand over the weekend, which is why we nearly cancelled.`;
    lines.push(line);
    words += line.split(' ').length;
  }
  return lines;
}
const pages = Array.from({ length: PAGES }, (_, i) => page(i + 1));
const words = pages.flat().join(' ').split(' ').length;

type Format = 'txt' | 'docx' | 'pdf';
const file = (format: Format, chunk: string[][]): Buffer =>
  format === 'txt' ? Buffer.from(chunk.flat().join('\n')) : format === 'docx' ? docx(chunk.flat()) : pdf(chunk.map((lines) => lines.join('\n')));

/** A member of an active account with a campaign and credits enough for every round. */
async function member() {
  const email = `bench-sources-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token, user } = await app.auth.api.signUpEmail({ body: { email, password: 'bench-password-1', name: 'Bench', lastname: 'User' } });
  const [account] = await database.db.insert(accounts).values({ name: 'Bench', isActive: true, createdBy: user.id, credits: 1000 }).returning();
  await database.db.insert(users).values({ id: user.id, accountId: account!.id, email, name: 'Bench', lastname: 'User' });
  const [company] = await database.db.insert(companies).values({ accountId: account!.id, displayName: 'Bench Co' }).returning();
  const [campaign] = await database.db.insert(campaigns).values({ companyId: company!.id, displayName: 'Launch' }).returning();
  return { token, userId: user.id, accountId: account!.id, companyId: company!.id, campaignId: campaign!.id };
}

async function orderRound(who: Awaited<ReturnType<typeof member>>, files: { name: string; bytes: Buffer }[]) {
  const headers = { authorization: `Bearer ${who.token}` };
  const started = performance.now();
  const added: OrderSource[] = [];
  for (const { name, bytes } of files) {
    const upload = multipartFile('file', name, bytes);
    const res = await app.inject({ method: 'POST', url: endpointPath(endpoints.uploadSource, {}), headers: { ...headers, ...upload.headers }, payload: upload.payload });
    if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    added.push(res.json() as OrderSource);
  }
  const order = await app.inject({
    method: 'POST',
    url: endpointPath(endpoints.orderBlueprint, {}),
    headers,
    payload: {
      user: { accountId: who.accountId, userId: who.userId },
      data: { companyId: who.companyId, campaignId: who.campaignId, product: 'A tool', context: '', attachment: '', sources: added.map((s) => s.id) },
    },
  });
  if (order.statusCode !== 201) throw new Error(`order: ${order.statusCode} ${order.body}`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, passages: (order.json() as Order).sources.reduce((sum, s) => sum + s.passageCount, 0) };
}

// The reader's workers load their libraries on their first document (pdf.js alone takes a second or more, longer
// under tsx as here than from the built bundle): one small file of each kind first, as a server that has read any.
const warm = await member();
for (const format of ['txt', 'docx', 'pdf'] as Format[]) await orderRound(warm, [{ name: `warm.${format}`, bytes: file(format, pages.slice(0, 1)) }]);

console.warn(`${PAGES} pages of transcripts, ${words.toLocaleString('en')} words; ${database.kind}; ${app.config.DOCUMENT_WORKERS} document workers; worst of ${ROUNDS} rounds`);
console.warn(`${'format'.padEnd(8)} ${'files'.padEnd(14)} ${'MB sent'.padStart(8)} ${'passages'.padStart(9)} ${'seconds'.padStart(8)}`);
for (const format of ['txt', 'docx', 'pdf'] as Format[]) {
  for (const split of [10, 1]) {
    const per = PAGES / split;
    const files = Array.from({ length: split }, (_, i) => ({ name: `interview-${i + 1}.${format}`, bytes: file(format, pages.slice(i * per, (i + 1) * per)) }));
    const mb = files.reduce((sum, f) => sum + f.bytes.byteLength, 0) / 1024 / 1024;
    let worst = 0;
    let passages = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await orderRound(await member(), files);
      worst = Math.max(worst, result.seconds);
      passages = result.passages;
    }
    console.warn(`${format.padEnd(8)} ${`${split} × ${per} pages`.padEnd(14)} ${mb.toFixed(1).padStart(8)} ${String(passages).padStart(9)} ${worst.toFixed(2).padStart(8)}`);
  }
}

await app.close();
await database.close();
await scratch?.drop();
