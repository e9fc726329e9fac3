import { randomUUID } from 'node:crypto';
import { endpoints } from '@persona/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { PASSWORD, registerMember, signInFrom, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TOO_MANY_ATTEMPTS, TOO_MANY_SIGN_INS } from './auth-rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const statusCounts = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

/** A unique key prefix per test app, so that test runs sharing one Redis never see each other's counts. */
const prefix = () => `test-${randomUUID().slice(0, 8)}`;

/** A 429 with Retry-After: SIGN_IN_LIMITED for a sign-in (the screen offers a sign-in link), RATE_LIMITED for the rest. */
function expectRateLimited(answer: LightMyRequestResponse, kind: 'sign-in' | 'other' = 'sign-in') {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual(
    kind === 'sign-in'
      ? { error: { code: 'SIGN_IN_LIMITED', message: TOO_MANY_SIGN_INS } }
      : { error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } },
  );
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits (memory store)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_EMAIL_MAX: '40', AUTH_RATE_LIMIT_IP_MAX: '300' },
    });
  });
  afterAll(() => t.close());

  it('evaluates at most the limit of 200 concurrent wrong guesses and answers the rest 429 with Retry-After', async () => {
    const owner = await registerMember(t.app);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signInFrom(t.app, '203.0.113.7', owner.email, `wrong-guess-${i}`)));
    const elapsed = Math.round(performance.now() - started);
    const counts = statusCounts(answers);
    console.log(`200 concurrent wrong guesses (memory store): ${JSON.stringify(counts)} in ${elapsed} ms`);
    expect(counts).toEqual({ 401: 10, 429: 190 });
    for (const answer of answers.filter((a) => a.statusCode === 429)) expectRateLimited(answer);

    // The owner, from another address, still signs in while the attacker's address is locked out.
    expect((await signInFrom(t.app, '198.51.100.20', owner.email, PASSWORD)).statusCode).toBe(200);
    expectRateLimited(await signInFrom(t.app, '203.0.113.7', owner.email, PASSWORD));
  });

  it('does not count successful sign-ins, and a success clears the failures of that email and address', async () => {
    const owner = await registerMember(t.app);
    for (let i = 0; i < 30; i++) expect((await signInFrom(t.app, '192.0.2.30', owner.email, PASSWORD)).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await signInFrom(t.app, '192.0.2.31', owner.email, `typo-${i}`)).statusCode).toBe(401);
      expect((await signInFrom(t.app, '192.0.2.31', owner.email, PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('sign-in limits against guesses from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_EMAIL_MAX: '12' } });
  });
  afterAll(() => t.close());

  it("bounds an email's failures overall, but never locks the owner out of an address they signed in from", async () => {
    const owner = await registerMember(t.app);
    expect((await signInFrom(t.app, '198.51.100.1', owner.email, PASSWORD)).statusCode).toBe(200);

    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const answers: LightMyRequestResponse[] = [];
    for (const address of attackers) for (let i = 0; i < 5; i++) answers.push(await signInFrom(t.app, address, owner.email, `guess-${address}-${i}`));
    // 5 per address, and 12 in all for this email from addresses it has not signed in from.
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(12).fill(401), ...Array(8).fill(429)]);

    expect((await signInFrom(t.app, '198.51.100.1', owner.email, PASSWORD)).statusCode).toBe(200);
    // A new address of the owner's, with no device token, is a stranger's: the owner signs in there with a link.
    expectRateLimited(await signInFrom(t.app, '198.51.100.99', owner.email, PASSWORD));
  });

  it('limits sign-ups per email and reset requests per email', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, endpoints.requestPasswordReset, { headers: { 'x-forwarded-for': `192.0.2.${i}` }, body: { email } })).statusCode).toBe(200);
    }
    expectRateLimited(await call(t.app, endpoints.requestPasswordReset, { headers: { 'x-forwarded-for': '192.0.2.99' }, body: { email } }), 'other');
  });
});

describe('sign-in limits held across two processes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true', REDIS_URL, RATE_LIMIT_KEY_PREFIX: prefix(), AUTH_RATE_LIMIT_MAX: '10' };
    // One after the other: each start waits for its Redis connection (a concurrent start would block it).
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('evaluates at most the limit of 200 concurrent guesses split between the two apps', async () => {
    expect(first.app.limits.kind).toBe('redis');
    const email = uniqueEmail('shared-target');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signInFrom(i % 2 === 0 ? first.app : second.app, '203.0.113.50', email, `guess-${i}`)),
    );
    const elapsed = Math.round(performance.now() - started);
    const counts = statusCounts(answers);
    console.log(`200 concurrent wrong guesses over two apps (Redis store): ${JSON.stringify(counts)} in ${elapsed} ms`);
    expect(counts).toEqual({ 401: 10, 429: 190 });
    // Sequential guesses see the same shared count on either app.
    expectRateLimited(await signInFrom(first.app, '203.0.113.50', email, 'one-more'));
    expectRateLimited(await signInFrom(second.app, '203.0.113.50', email, 'one-more'));
    expect((await signInFrom(second.app, '203.0.113.51', email, 'other-address')).statusCode).toBe(401);
  });
});

describe('sign-in limits held across two processes sharing the PostgreSQL store', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_STORE: 'postgres', RATE_LIMIT_KEY_PREFIX: prefix() } });
    // A second server on the same database, as a second process would be.
    second = await buildApp({ config: t.app.config, database: t.database.handle });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('evaluates at most the limit of 100 concurrent guesses split between the two apps', async () => {
    expect(t.app.limits.kind).toBe('postgres');
    const owner = await registerMember(t.app);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signInFrom(i % 2 === 0 ? t.app : second, '203.0.113.60', owner.email, `guess-${i}`)),
    );
    const elapsed = Math.round(performance.now() - started);
    const counts = statusCounts(answers);
    console.log(`100 concurrent wrong guesses over two apps (PostgreSQL store): ${JSON.stringify(counts)} in ${elapsed} ms`);
    expect(counts).toEqual({ 401: 10, 429: 90 });
    expect((await signInFrom(second, '198.51.100.60', owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it("evaluates one device token's own limit, then the stranger limits, of 60 concurrent guesses split between the two apps", async () => {
    const owner = await registerMember(t.app);
    const deviceToken = (await signInFrom(t.app, '198.51.100.61', owner.email, PASSWORD)).json<{ deviceToken: string }>().deviceToken;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signInFrom(i % 2 === 0 ? t.app : second, '203.0.113.61', owner.email, `guess-${i}`, deviceToken)),
    );
    // 10 on the token's own count; past it the token counts as none: 10 more on the email and address pair.
    expect(statusCounts(answers)).toEqual({ 401: 20, 429: 40 });
    expect((await signInFrom(second, '198.51.100.61', owner.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('an unreachable Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails.
    t = await createTestApp({ env: { TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_KEY_PREFIX: prefix() } });
  });
  afterAll(() => t.close());

  it('never fails a sign-in: the limits count in memory meanwhile', async () => {
    const owner = await registerMember(t.app);
    expect((await signInFrom(t.app, '192.0.2.70', owner.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signInFrom(t.app, '192.0.2.71', owner.email, `guess-${i}`)).statusCode).toBe(401);
    expectRateLimited(await signInFrom(t.app, '192.0.2.71', owner.email, PASSWORD));
  });
});
