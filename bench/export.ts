// The owner's data export at scale: `npm run bench:export` (BENCH_EXPORT: avatar counts, default "1000,5000";
// BENCH_ROUNDS: downloads of each, default 1; PostgreSQL at BENCH_DATABASE_URL, a scratch database dropped after).
// Each account holds N avatars with a version-2 Blueprint document and a stored JPEG portrait (local storage).
// The archive is downloaded through the real routes over loopback HTTP (a signed address, then the zip), beside
// two limits measured in the same run on the same files: reading them from disk, and zipping them with yazl
// (the product's entry options) into a sink, without the portal. The memory figures are this process's (the
// server; the client is curl, this process only counts what it passes on): peak RSS (VmHWM, reset before each run) and
// peak heap over the run, above what was in use before it. Flat across sizes = streamed.
import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { avatars, portraitKey } from '../apps/api/src/features/avatars';
import { blueprints } from '../apps/api/src/features/blueprints';
import { V2_DOCUMENT } from '../apps/api/src/features/blueprints/fixtures/v2-document';
import { archiveEntryOptions } from '../apps/api/src/features/account-data/export-archive';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { benchAdminUrl, fetchCaller, freePort, registerMember, seedAvatars } from './portal';

const SIZES = (process.env.BENCH_EXPORT ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Peak RSS since the last reset (Linux: VmHWM, reset by writing 5 to clear_refs); null where that is not there. */
const peakRss = (): number | null => {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
};
const resetPeakRss = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
};

interface Run {
  bytes: number;
  ms: number;
  /** Peak RSS and peak heap above their values just before the run. */
  rssGrowth: number;
  heapGrowth: number;
}

/** Runs `work` (answering the bytes it moved) and watches this process's memory meanwhile. */
async function watched(work: () => Promise<number>): Promise<Run> {
  gc();
  const before = process.memoryUsage();
  const exactPeak = resetPeakRss();
  let rss = before.rss;
  let heap = before.heapUsed + before.external;
  // RSS is read often; the heap after a collection (what is live, not garbage not yet collected) every 250 ms.
  let ticks = 0;
  const sample = setInterval(() => {
    if (++ticks % 25 === 0) gc();
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    if (ticks % 25 === 0) heap = Math.max(heap, now.heapUsed + now.external);
  }, 10);
  const started = performance.now();
  const bytes = await work();
  const ms = performance.now() - started;
  clearInterval(sample);
  const hwm = exactPeak ? peakRss() : null;
  return { bytes, ms, rssGrowth: (hwm ?? rss) - before.rss, heapGrowth: heap - before.heapUsed - before.external };
}

/** A portrait as the studio delivers one: a 1024 × 1024 photo-like JPEG (soft shapes and grain). */
async function portrait(): Promise<Buffer> {
  const size = 1024;
  const grain = await sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(0.6)
    .raw()
    .toBuffer();
  const face = Buffer.from(
    `<svg width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/><circle cx="512" cy="1120" r="440" fill="#7c3aed" opacity="0.6"/><circle cx="512" cy="440" r="220" fill="#f5d0b5" opacity="0.6"/></svg>`,
  );
  return sharp(grain, { raw: { width: size, height: size, channels: 3 } })
    .composite([{ input: face, blend: 'over' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Counts the bytes of a response body, keeping only its last ones; answers the count and the zip's entry count. */
async function drain(body: AsyncIterable<Buffer>): Promise<{ bytes: number; entries: number }> {
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    tail = Buffer.concat([tail, chunk]).subarray(-64);
  }
  // The end-of-central-directory record: 22 bytes, its entry count at offset 10 (0xffff: a zip64 archive).
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return { bytes, entries: eocd < 0 ? -1 : tail.readUInt16LE(eocd + 10) };
}

const scratch = await createScratchDatabase(benchAdminUrl);
const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-export-'));
const storageRoot = join(dataDir, 'storage');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const rows: string[][] = [];
try {
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: base,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    AUTH_RATE_LIMIT_IP_MAX: '100000',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  const photo = await portrait();
  console.warn(`portrait: ${(photo.length / 1024).toFixed(0)} KiB JPEG, 1024 × 1024; ${ROUNDS} download(s) of each size; the machine may be shared (figures vary)`);

  for (const count of SIZES) {
    const member = await registerMember(base, database, `bench-export-${count}`);
    const accountId = member.account.id;
    const started = performance.now();
    await seedAvatars(database, accountId, count);
    await database.db.update(blueprints).set({ document: V2_DOCUMENT }).where(eq(blueprints.accountId, accountId));
    const imgs = (await database.db.select({ img: avatars.img }).from(avatars).where(eq(avatars.accountId, accountId))).map((r) => r.img).sort();
    await mkdir(join(storageRoot, 'avatars'), { recursive: true });
    for (const img of imgs) await writeFile(join(storageRoot, portraitKey(img)), photo);
    const files = imgs.map((img) => join(storageRoot, portraitKey(img)));
    console.warn(`\n${count} avatars with Blueprints and ${((count * photo.length) / MB).toFixed(0)} MiB of portraits seeded in ${(performance.now() - started).toFixed(0)} ms`);

    const caller = fetchCaller(base);
    for (let round = 0; round < ROUNDS; round += 1) {
      // The limits first, then the portal: the files are as warm for it as for them.
      const disk = await watched(async () => {
        let bytes = 0;
        for (const file of files) {
          for await (const chunk of createReadStream(file)) bytes += (chunk as Buffer).length;
        }
        return bytes;
      });
      const zipped = await watched(async () => {
        const zip = new ZipFile();
        let bytes = 0;
        const counted = new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        });
        const written = pipeline(zip.outputStream, counted);
        for (const [i, file] of files.entries()) {
          const path = `files/portraits/${imgs[i]}.jpg`;
          zip.addReadStreamLazy(path, archiveEntryOptions(path, new Date()), (done) => done(null, createReadStream(file)));
        }
        zip.end();
        await written;
        return bytes;
      });
      let entries = 0;
      const portal = await watched(async () => {
        const { url } = await caller(endpoints.exportAccountData, { params: { id: accountId }, token: member.token });
        // curl in a process of its own: the HTTP client's work is not counted against the server.
        const curl = spawn('curl', ['-sS', '--fail', '--no-buffer', `${base}${url}`], { stdio: ['ignore', 'pipe', 'inherit'] });
        const closed = new Promise<number | null>((done) => curl.once('close', done));
        const got = await drain(curl.stdout);
        if ((await closed) !== 0) throw new Error('the download failed');
        entries = got.entries;
        return got.bytes;
      });
      const rate = (run: Run) => run.bytes / MB / (run.ms / 1000);
      const mem = (run: Run) => `RSS +${(run.rssGrowth / MB).toFixed(0)} MiB, heap +${(run.heapGrowth / MB).toFixed(0)} MiB`;
      console.warn(
        `  round ${round + 1}: portal ${(portal.bytes / MB).toFixed(0)} MiB (${entries} entries) in ${(portal.ms / 1000).toFixed(1)} s = ${rate(portal).toFixed(0)} MiB/s, ${mem(portal)}` +
          ` | bare zip ${rate(zipped).toFixed(0)} MiB/s, ${mem(zipped)} | disk read ${rate(disk).toFixed(0)} MiB/s`,
      );
      rows.push([
        `${count} avatars, round ${round + 1}`,
        (portal.bytes / MB).toFixed(0),
        String(entries),
        (portal.ms / 1000).toFixed(1),
        rate(portal).toFixed(0),
        rate(zipped).toFixed(0),
        `${(rate(portal) / rate(zipped)).toFixed(2)}×`,
        rate(disk).toFixed(0),
        (portal.rssGrowth / MB).toFixed(0),
        (portal.heapGrowth / MB).toFixed(0),
        `${((portal.rssGrowth / portal.bytes) * 100).toFixed(1)} %`,
        (zipped.rssGrowth / MB).toFixed(0),
      ]);
    }
  }
  await app.close();

  const head = ['export', 'archive MiB', 'entries', 's', 'MiB/s', 'bare zip MiB/s', 'ratio', 'disk MiB/s', 'RSS +MiB', 'heap +MiB', 'RSS / archive', 'bare zip RSS +MiB'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  process.stdout.write(`\n${[line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n')}\n`);
  process.stdout.write(`  RSS/heap: peak during the download above the process's use just before it (the server; curl downloads, this process counts its output)\n`);
} finally {
  await database.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
