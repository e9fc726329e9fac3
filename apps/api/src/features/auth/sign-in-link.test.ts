import { createHash } from 'node:crypto';
import { endpoints } from '@persona/shared';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../test/app-with-callers';
import { registerMember, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { SIGN_IN_LINK_TTL_SECONDS } from './auth';
import { SIGN_IN_LINK_INVALID } from './auth.routes';
import { authUsers, authVerifications } from './auth.tables';

const mailer = createCaptureMailer();
/** The identity calls' app: its mails captured, X-Forwarded-For trusted (each test signs in from its own address). */
const suite = appWithCallers({ mailer, env: { TRUST_PROXY: 'true' } });

const requestLink = (email: string, input: { address?: string; token?: string; body?: Record<string, unknown> } = {}) =>
  call(suite.t.app, endpoints.requestSignInLink, {
    headers: { 'x-forwarded-for': input.address ?? '192.0.2.1' },
    body: { email, ...input.body },
    token: input.token,
  });
/** The mails are jobs: run them first, then read. */
const sent = async () => {
  await suite.t.app.jobs.drain();
  return mailer;
};
const linkTokenOf = async (email: string) => new URL((await sent()).lastTo(email)!.link!).searchParams.get('token')!;
const followLink = (token: string, bearerToken?: string) => call(suite.t.app, endpoints.signInWithLink, { query: { token }, token: bearerToken });
const mailsTo = async (email: string) => (await sent()).sent.filter((m) => m.to === email.toLowerCase());

function expectLinkInvalid(answer: { statusCode: number; json(): unknown }) {
  expect(answer.statusCode).toBe(403);
  expect(answer.json()).toEqual({ error: { code: 'LINK_INVALID', message: SIGN_IN_LINK_INVALID } });
}

describe('sign-in links', () => {
  it("mails a registered email a link to the portal's page, and answers an unknown email the same with no mail and no account", async () => {
    const member = await registerMember(suite.t.app);
    const known = await requestLink(member.email.toUpperCase(), { body: { callbackURL: 'https://evil.example/', name: 'Eve' } });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestLink(unknownEmail, { body: { name: 'Eve' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    expect((await sent()).lastTo(member.email)!.link).toMatch(/^http:\/\/portal\.test\/sign-in\/link\?token=[A-Za-z0-9]{32}$/);
    // The links table holds only the token's hash, and an unknown email's link (never mailed) creates no account.
    const rows = await suite.t.app.database.db.select().from(authVerifications).where(like(authVerifications.identifier, 'magic-link:%'));
    const token = await linkTokenOf(member.email);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
    const hashed = createHash('sha256').update(token).digest('base64url');
    expect(rows.map((row) => row.identifier)).toContain(`magic-link:${hashed}`);
    const unknownRow = rows.find((row) => row.value.includes(unknownEmail))!;
    expect(unknownRow).toBeDefined();
    expect((await suite.t.app.database.db.select().from(authUsers).where(like(authUsers.email, unknownEmail))).length).toBe(0);
  });

  it('signs in once: the same link again, or a made-up one, is refused', async () => {
    const member = await registerMember(suite.t.app);
    await requestLink(member.email);
    const token = await linkTokenOf(member.email);
    const first = await followLink(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token: expect.any(String), user: { id: member.user.id }, deviceToken: expect.any(String) });
    expectLinkInvalid(await followLink(token));
    expectLinkInvalid(await followLink('made-up-token'));
  });

  it(`expires ${SIGN_IN_LINK_TTL_SECONDS / 60} minutes after it was asked for`, async () => {
    const member = await registerMember(suite.t.app);
    const asked = Date.now();
    await requestLink(member.email);
    const identifier = `magic-link:${createHash('sha256').update(await linkTokenOf(member.email)).digest('base64url')}`;
    const [row] = await suite.t.app.database.db.select().from(authVerifications).where(like(authVerifications.identifier, identifier));
    const lifetime = row!.expiresAt.getTime() - asked;
    expect(lifetime).toBeGreaterThan(SIGN_IN_LINK_TTL_SECONDS * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SIGN_IN_LINK_TTL_SECONDS * 1000 + 60_000);
    // The clock moved past it: the stored expiry set a second into the past.
    await suite.t.app.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerifications.identifier, identifier));
    expectLinkInvalid(await followLink(await linkTokenOf(member.email)));
  });

  it('signs in only one of 20 concurrent uses of a link', async () => {
    const member = await registerMember(suite.t.app);
    await requestLink(member.email);
    const token = await linkTokenOf(member.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => followLink(token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectLinkInvalid(refused);
  });

  it('limits link requests per email and per address', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i++) expect((await requestLink(email, { address: `192.0.2.${100 + i}` })).statusCode).toBe(200);
    const perEmail = await requestLink(email, { address: '192.0.2.150' });
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().error.code).toBe('RATE_LIMITED');
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 100; i++) await requestLink(uniqueEmail('spread'), { address: '192.0.2.151' });
    expect((await requestLink(uniqueEmail('spread'), { address: '192.0.2.151' })).statusCode).toBe(429);
  });

  it('refuses a request without a valid email, and a use without a token', async () => {
    expect((await requestLink('not-an-email')).statusCode).toBe(400);
    expect((await call(suite.t.app, endpoints.signInWithLink, {})).statusCode).toBe(400);
  });
});

describe('sign-in link access (both public: what the link carries decides, never the caller)', () => {
  it('answers anyone the same, and signs in the link owner whatever bearer token comes with it', async () => {
    const { admin, member, other } = suite.callers;
    const owner = await registerMember(suite.t.app);
    for (const caller of [undefined, member.token, other.token, admin.token]) {
      expect((await requestLink(owner.email, { token: caller, address: '192.0.2.160' })).json()).toEqual({ status: true });
      const answer = await followLink(await linkTokenOf(owner.email), caller);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user.id).toBe(owner.user.id);
    }
    // Nobody else's session was touched.
    for (const caller of [member, other, admin]) expect((await call(suite.t.app, endpoints.getMe, { token: caller.token })).statusCode).toBe(200);
  });
});
