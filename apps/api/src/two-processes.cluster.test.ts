import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, errorBodySchema, register } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './lib/paths';
import { readMailbox } from './test/fakes/mailbox';
import { startFakeS3, type FakeS3 } from './test/fakes/fake-s3';
import { startSmtpSink, type SmtpSink } from './test/fakes/smtp-sink';
import { httpCall, httpCaller } from './test/http-caller';
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from './test/postgres-cluster';
import { redisServerInstalled, startOwnRedis, type OwnRedis } from './test/redis-server';
import { query } from './test/scratch-database';
import { bundleServer, startServer, stopServer, waitUntilHealthy, type ServerProcess } from './test/server-process';

/**
 * Two built server processes as a deployment runs them (INSTANCES=2) on one PostgreSQL (a cluster of this file's
 * own), the S3 stand-in and one SMTP stand-in, sharing their limit counters and identity-cache clears through
 * Redis, then through PostgreSQL alone: what one process changes, the other honours within a second; limits count
 * across both; a mail is sent once; a closed account past its grace is purged once, and again after a failed run. Runs in the api:pglite project only (it brings its own PostgreSQL); skipped
 * where the PostgreSQL server programs are not installed (the Redis deployment also where redis-server is not).
 */

const NO_POSTGRES = !postgresBinDir;
if (NO_POSTGRES) console.warn('two-processes.cluster.test.ts skipped: the PostgreSQL server programs (initdb, pg_ctl, postgres) are not installed');
else if (!redisServerInstalled) console.warn('two-processes.cluster.test.ts: the Redis deployment skipped, redis-server is not installed');

/** The requirement: a change through one process is refused by the other within this long after its answer. */
const SEEN_WITHIN_MS = 1_000;
/** How long a case keeps polling before it fails, so a miss is reported with how late it was rather than as a timeout. */
const GIVE_UP_MS = 5_000;
const POLL_MS = 50;
/** Failed sign-ins per email and address (AUTH_RATE_LIMIT_MAX), small so the shared count shows in a few calls. */
const SIGN_IN_FAILURES_MAX = 3;
/** After the first copy of a mail arrives, how long the sink is watched for a second one. */
const SECOND_COPY_WATCH_MS = 3_000;
const PASSWORD = 'password-123';
/** Both processes ask for the account purge this often (ACCOUNT_PURGE_INTERVAL_MS), so a due account goes within seconds. */
const PURGE_PERIOD_MS = 2_000;

type Person = Awaited<ReturnType<typeof register>> & { email: string };

let cluster: PostgresCluster;
let redis: OwnRedis | undefined;
let s3: FakeS3;
let sink: SmtpSink;
let mailDir: string;
let bundleDir: string;
let bundle: string;
/** Every process's settings but its database, bucket and where its limits and clears go. */
let sharedEnv: Record<string, string>;
const dataDirs: string[] = [];
/** The pair under test: each deployment below starts its own, on a database of its own. */
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let admin: Person;
let people = 0;
/** Milliseconds from A's answer to B's refusal, per case, printed at the end. */
const figures: Record<string, number> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function registerOn(server: ServerProcess, prefix: string): Promise<Person> {
  const email = `${prefix}-${++people}@example.com`;
  const person = await register(httpCaller(server.url), { email, password: PASSWORD, name: 'Two', lastname: 'Processes', company: `${prefix} Co` });
  return { ...person, email };
}

async function serve(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-two-'));
  dataDirs.push(dataDir);
  return startServer(bundle, { ...env, DATA_DIR: dataDir });
}

beforeAll(async () => {
  if (NO_POSTGRES) return;
  // Inside apps/api, so that the bundle finds node_modules and the migrations as dist/main.js does.
  bundleDir = await mkdtemp(join(API_ROOT, '.test-bundle-'));
  bundle = bundleServer(bundleDir);
  mailDir = await mkdtemp(join(tmpdir(), 'portal-two-mail-'));
  [cluster, redis, s3, sink] = await Promise.all([createPostgresCluster(), redisServerInstalled ? startOwnRedis() : undefined, startFakeS3(), startSmtpSink(mailDir)]);
  sharedEnv = {
    NODE_ENV: 'test',
    INSTANCES: '2',
    AUTH_SECRET: 'two-processes-test-secret-0123456789abcdef',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.credentials.region,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    SMTP_URL: sink.url,
    PASSWORD_HASH_PROFILE: 'test-only',
    AUTH_RATE_LIMIT_MAX: String(SIGN_IN_FAILURES_MAX),
    ACCOUNT_PURGE_INTERVAL_MS: String(PURGE_PERIOD_MS),
    LOG_LEVEL: 'warn',
  };
}, 240_000);

afterAll(async () => {
  if (Object.keys(figures).length > 0) console.info('two processes, ms from A answering to B refusing:', JSON.stringify(figures));
  await Promise.all([cluster?.dispose(), redis?.kill(), s3?.stop(), sink?.stop()]);
  await Promise.all([...dataDirs, mailDir, bundleDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
}, 120_000);

/** Starts the pair under test on a database of its own, with `env` (where limits and clears go) over the shared settings. */
async function startPair(name: string, env: Record<string, string>) {
  await query(cluster.url(), `CREATE DATABASE ${name}`);
  databaseUrl = cluster.url(name);
  const settings = { ...sharedEnv, ...env, DATABASE_URL: databaseUrl, S3_BUCKET: name.replaceAll('_', '-') };
  [a, b] = await Promise.all([serve(bundle, settings), serve(bundle, settings)]);
  await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  // The first person to register on an empty portal is a site admin with an active account.
  admin = await registerOn(a, 'admin');
  expect(admin.user.isAdmin).toBe(true);
}

const stopPair = async () => {
  await Promise.all([a, b].filter((server) => server?.alive()).map((server) => stopServer(server)));
};

/** A member of an account of their own, activated by the admin (through process A). */
async function activeMember(prefix: string): Promise<Person> {
  const member = await registerOn(a, prefix);
  await httpCaller(a.url)(endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: true }, token: admin.token });
  return member;
}

/** Fails with both processes' output, so a refusal that never came shows what the servers said. */
const withOutput = (message: string) => `${message}\n--- A:\n${a.output().slice(-3_000)}\n--- B:\n${b.output().slice(-3_000)}`;

/**
 * Polls `probe` (a call to process B) every ~50 ms until it answers `status` with `code`, from `since` (when A
 * answered the change); answers how many milliseconds after A's answer B's refusal arrived.
 */
async function refusedAfter(since: number, probe: () => Promise<{ status: number; text: string }>, status: number, code: string): Promise<number> {
  for (;;) {
    const answer = await probe();
    const elapsed = Date.now() - since;
    if (answer.status === status) {
      expect(errorBodySchema.parse(JSON.parse(answer.text)).error.code).toBe(code);
      return elapsed;
    }
    if (elapsed > GIVE_UP_MS) throw new Error(withOutput(`process B still answered ${answer.status} ${elapsed} ms after process A's answer (wanted ${status} ${code} within ${SEEN_WITHIN_MS} ms)`));
    await sleep(POLL_MS);
  }
}

/** Polls `probe` until it answers 200 (B has looked the caller up afresh and caches it). */
async function until200(probe: () => Promise<{ status: number; text: string }>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { status, text } = await probe();
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(withOutput(`process B answered ${status} for 30 s: ${text}`));
    await sleep(POLL_MS);
  }
}

const reportWithin = (name: string, ms: number) => {
  figures[`${deployment}: ${name}`] = ms;
  expect(ms, `process B refused ${ms} ms after process A answered (${name})`).toBeLessThanOrEqual(SEEN_WITHIN_MS);
};

/**
 * The two ways several processes share their limit counters and identity-cache clears (README, "Running several
 * processes"): through Redis, or through PostgreSQL alone (a table and LISTEN/NOTIFY).
 */
const DEPLOYMENTS = [
  { deployment: 'Redis', database: 'portal_redis', runs: redisServerInstalled, env: () => ({ REDIS_URL: redis!.url }) },
  { deployment: 'PostgreSQL alone', database: 'portal_postgres', runs: true, env: () => ({ RATE_LIMIT_STORE: 'postgres' }) },
];
let deployment = '';

for (const setUp of DEPLOYMENTS) describe.skipIf(NO_POSTGRES || !setUp.runs)(`two server processes on one PostgreSQL and one bucket, sharing state through ${setUp.deployment}`, () => {
  beforeAll(async () => {
    deployment = setUp.deployment;
    await startPair(setUp.database, setUp.env());
  }, 240_000);
  afterAll(stopPair, 120_000);

  it('process B keeps identities for a while (so the cases below measure a clear travelling, not a lookup per call)', async () => {
    const member = await activeMember('cache');
    const nameOnB = async () => JSON.parse((await httpCall(b.url, endpoints.getMe, { token: member.token })).text).user.name as string;
    const rename = (name: string) => query(databaseUrl, 'update users set name = $1 where id = $2', [name, member.user.id]);
    // A change straight in the database is published by nobody: a cached identity does not show it at once.
    let stale = false;
    const deadline = Date.now() + 30_000;
    for (let i = 0; !stale && Date.now() < deadline; i++) {
      await rename(`before-${i}`);
      const seen = await nameOnB();
      await rename(`after-${i}`);
      stale = (await nameOnB()) === seen;
    }
    expect(stale).toBe(true);
  });

  it('a session signed out through A is refused by B within a second', async () => {
    const member = await activeMember('session');
    const me = () => httpCall(b.url, endpoints.getMe, { token: member.token });
    await until200(me);
    await httpCaller(a.url)(endpoints.signOut, { token: member.token });
    reportWithin('signed out', await refusedAfter(Date.now(), me, 401, 'UNAUTHENTICATED'));
  });

  it("an account deactivated through A is refused by B within a second on its member's account call", async () => {
    const member = await activeMember('deactivated');
    const orders = () => httpCall(b.url, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    await until200(orders);
    await httpCaller(a.url)(endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: false }, token: admin.token });
    reportWithin('account deactivated', await refusedAfter(Date.now(), orders, 403, 'ACCOUNT_INACTIVE'));
  });

  it("an admin right removed through A is refused by B within a second on that user's admin call", async () => {
    const other = await activeMember('second-admin');
    const setAdmin = (isAdmin: boolean) =>
      httpCaller(a.url)(endpoints.setAdmin, { params: { accountId: other.account.id }, body: { userId: other.user.id, admin: isAdmin }, token: admin.token });
    const counts = () => httpCall(b.url, endpoints.adminCounts, { token: other.token });
    await setAdmin(true);
    await until200(counts);
    await setAdmin(false);
    reportWithin('admin right removed', await refusedAfter(Date.now(), counts, 403, 'ADMINS_ONLY'));
  });

  it('failed sign-ins count across both processes: taking turns, the limit is reached as on one', async () => {
    const member = await activeMember('limited');
    const statuses: string[] = [];
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX + 2; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const { status, text } = await httpCall(server.url, endpoints.signInWithEmail, { body: { email: member.email, password: 'wrong-password-1' } });
      statuses.push(`${server === a ? 'A' : 'B'} ${status}${status === 429 ? ` ${errorBodySchema.parse(JSON.parse(text)).error.code}` : ''}`);
    }
    // In memory each process would allow SIGN_IN_FAILURES_MAX of its own (6 in all); shared, the 4th is refused,
    // on B, which had itself seen only one.
    expect(statuses).toEqual(['A 401', 'B 401', 'A 401', 'B 429 SIGN_IN_LIMITED', 'A 429 SIGN_IN_LIMITED']);
  });

  it('an invitation sent through A reaches the mail server exactly once', async () => {
    const invitee = `invitee-${++people}@example.com`;
    const mailsTo = async () => (await readMailbox(mailDir)).filter((mail) => mail.to.split(',').includes(invitee));
    await httpCaller(a.url)(endpoints.invite, { body: { accountId: admin.account.id, email: invitee }, token: admin.token });
    const deadline = Date.now() + 60_000;
    while ((await mailsTo()).length === 0) {
      if (Date.now() > deadline) throw new Error(withOutput(`no invitation mail to ${invitee} within 60 s`));
      await sleep(100);
    }
    // Both processes may send mail (and, with a job queue, both run its workers): a second copy would come now.
    await sleep(SECOND_COPY_WATCH_MS);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/invited you to/);
  });

  // The purge shares nothing through Redis (its queue and claims are PostgreSQL's): one deployment shows it.
  if (setUp.deployment === 'PostgreSQL alone') purgeCases();
});

/** An attachment uploaded through `server` as `person`: its storage key. */
async function uploadOn(server: ServerProcess, person: Person, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([`notes of ${fileName}`], { type: 'text/plain' }), fileName);
  const res = await fetch(server.url + endpoints.uploadAttachment.path, { method: 'POST', body: form, headers: { origin: server.url, authorization: `Bearer ${person.token}` } });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`uploading ${fileName} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { attachment: string }).attachment;
}

/** A member's account closed through A with two files stored, then its grace set past (closed 8 days ago). */
async function closedPastGrace(prefix: string): Promise<{ member: Person; keys: string[] }> {
  const member = await activeMember(prefix);
  const keys = [await uploadOn(a, member, 'brief.txt'), await uploadOn(b, member, 'notes.txt')];
  await httpCaller(a.url)(endpoints.closeAccount, { params: { id: member.account.id }, body: { name: member.account.name }, token: member.token });
  return { member, keys };
}

const passGrace = (accountId: string) =>
  query(databaseUrl, `update accounts set closed_at = now() - interval '8 days', purge_after = now() - interval '1 day' where id = $1`, [accountId]);

const storedFiles = (keys: string[]) => s3.keys().filter((path) => keys.some((key) => path.endsWith(`/${key}`)));

async function rowsOf(accountId: string): Promise<number> {
  const [row] = await query<{ n: number }>(databaseUrl, `select (select count(*) from accounts where id = $1) + (select count(*) from users where account_id = $1) as n`, [accountId]);
  return Number(row!.n);
}

/** The account-purge runs (pg-boss's jobs, done or archived) in `state`, and of those the ones that purged the account. */
async function purgeRuns(state: 'completed' | 'failed', accountId: string): Promise<{ all: number; purged: number }> {
  const [row] = await query<{ all: string; purged: string }>(
    databaseUrl,
    `select count(*) as all, count(*) filter (where output->'value' ? $2) as purged
     from (select name, state, output from pgboss.job union all select name, state, output from pgboss.archive) runs
     where name = 'account-purge' and state = $1`,
    [state, accountId],
  );
  return { all: Number(row!.all), purged: Number(row!.purged) };
}

/** Waits until `done` holds, failing with both processes' output after 30 s. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(withOutput(`${what}: not within 30 s`));
    await sleep(200);
  }
}

/** What either process printed from `marks` (their output lengths) on that speaks of the purge or of an error. */
const troubleSince = (marks: number[]) =>
  [a, b].flatMap((server, i) => server.output().slice(marks[i]).split('\n')).filter((line) => /account-purge|"level":(50|60)/.test(line));

function purgeCases() {
  it('a closed account past its grace is purged by one process, once: its records and files are gone, no run failed', async () => {
    const marks = [a.output().length, b.output().length];
    const { member, keys } = await closedPastGrace('purged');
    expect(storedFiles(keys)).toHaveLength(2);
    expect(await rowsOf(member.account.id)).toBe(2);
    const failedBefore = (await purgeRuns('failed', member.account.id)).all;
    await passGrace(member.account.id);
    await until('the account purged', async () => (await rowsOf(member.account.id)) === 0);
    expect(storedFiles(keys)).toEqual([]);
    // Both processes keep asking for a run every period: two more periods would show a second purge of it.
    const completedThen = (await purgeRuns('completed', member.account.id)).all;
    await until('two more purge runs', async () => (await purgeRuns('completed', member.account.id)).all >= completedThen + 2);
    expect(await purgeRuns('completed', member.account.id)).toMatchObject({ purged: 1 });
    expect((await purgeRuns('failed', member.account.id)).all).toBe(failedBefore);
    expect(troubleSince(marks)).toEqual([]);
    expect((await httpCall(b.url, endpoints.signInWithEmail, { body: { email: member.email, password: PASSWORD } })).status).toBe(401);
  });

  it('a purge run that fails (the store refusing a deletion) leaves the account due; a later run purges it, once', async () => {
    const { member, keys } = await closedPastGrace('retried');
    const failedBefore = (await purgeRuns('failed', member.account.id)).all;
    // The store refuses the next request (not retryable): the run's first file deletion, so the run fails.
    s3.failNext(403);
    await passGrace(member.account.id);
    try {
      await until('a failed purge run', async () => (await purgeRuns('failed', member.account.id)).all > failedBefore);
    } finally {
      s3.clearFailures();
    }
    await until('the account purged after the failure', async () => (await rowsOf(member.account.id)) === 0);
    expect(storedFiles(keys)).toEqual([]);
    expect(await purgeRuns('completed', member.account.id)).toMatchObject({ purged: 1 });
    expect(a.output() + b.output()).toMatch(/a background job failed.*account-purge|account-purge.*a background job failed/);
  });
}
