import { endpoints, needsSecondStep } from '@persona/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../test/app-with-callers';
import { PASSWORD, registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { enrolTwoFactor, totpCode } from '../../test/two-factor-helpers';
import { accountActivity } from '../activity';
import { authSessions, authTwoFactors } from './auth.tables';
import { CODE_INVALID_MESSAGE, STEP_EXPIRED_MESSAGE, WRONG_PASSWORD_MESSAGE } from './two-factor-relay';

const mailer = createCaptureMailer();
/** The identity calls' app: its mails captured, X-Forwarded-For trusted (each test signs in from its own address). */
const suite = appWithCallers({ mailer, env: { TRUST_PROXY: 'true' } });

const me = (token: string) => call(suite.t.app, endpoints.getMe, { token });
const signIn = (email: string, password = PASSWORD) => call(suite.t.app, endpoints.signInWithEmail, { body: { email, password } });
const withCode = (twoFactorToken: string, code: string) => call(suite.t.app, endpoints.verifyTwoFactorCode, { body: { twoFactorToken, code } });
const withRecoveryCode = (twoFactorToken: string, code: string) => call(suite.t.app, endpoints.verifyRecoveryCode, { body: { twoFactorToken, code } });
const sessionsOf = (userId: string) => suite.t.app.database.db.select().from(authSessions).where(eq(authSessions.userId, userId));

/** A member enrolled in two-factor sign-in (their token is the one confirmation gave). */
async function enrolledMember(): Promise<Member & Awaited<ReturnType<typeof enrolTwoFactor>>> {
  const member = await registerMember(suite.t.app);
  return { ...member, ...(await enrolTwoFactor(suite.t.app, member.token)) };
}

/** Signs in with the password and returns the pending second step's token. */
async function secondStep(email: string): Promise<string> {
  const res = await signIn(email);
  expect(res.statusCode).toBe(200);
  const answer = res.json();
  expect(needsSecondStep(answer)).toBe(true);
  return answer.twoFactorToken as string;
}

describe('enrolment', () => {
  it('asks for the password, gives the authenticator setup and ten recovery codes, and is on only once a code confirms it', async () => {
    const member = await registerMember(suite.t.app);
    const wrong = await call(suite.t.app, endpoints.enableTwoFactor, { body: { password: 'not-the-password' }, token: member.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE } });

    const enrolment = await callOk(suite.t.app, endpoints.enableTwoFactor, { body: { password: PASSWORD }, token: member.token });
    expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Persona%20Portal:.+\?.*secret=[A-Z2-7]+/);
    expect(enrolment.backupCodes).toHaveLength(10);
    // Not on yet: the password alone still signs in, and the status says off.
    expect(needsSecondStep((await signIn(member.email)).json())).toBe(false);
    expect((await callOk(suite.t.app, endpoints.getTwoFactorStatus, { token: member.token })).enabled).toBe(false);

    const badCode = await call(suite.t.app, endpoints.confirmTwoFactor, { body: { code: '000000' }, token: member.token });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual({ error: { code: 'CODE_INVALID', message: CODE_INVALID_MESSAGE } });
    expect((await me(member.token)).statusCode).toBe(200);

    const { token } = await callOk(suite.t.app, endpoints.confirmTwoFactor, { body: { code: totpCode(enrolment.totpURI) }, token: member.token });
    // better-auth starts a new session when the second factor goes on: the old token is refused at once.
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await callOk(suite.t.app, endpoints.getTwoFactorStatus, { token })).enabled).toBe(true);
    const again = await call(suite.t.app, endpoints.enableTwoFactor, { body: { password: PASSWORD }, token });
    expect(again.json().error.code).toBe('TWO_FACTOR_ALREADY_ON');
  });

  it('stores the secret and recovery codes encrypted', async () => {
    const member = await enrolledMember();
    const [row] = await suite.t.app.database.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, member.user.id));
    const secret = new URL(member.totpURI).searchParams.get('secret')!;
    expect(row!.secret).not.toContain(secret);
    for (const code of member.backupCodes) expect(row!.backupCodes).not.toContain(code);
  });
});

describe('signing in with a second factor', () => {
  it('answers "code needed" with no session, then signs in with a code of the app', async () => {
    const member = await enrolledMember();
    const before = (await sessionsOf(member.user.id)).length;
    const res = await signIn(member.email);
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'], twoFactorToken: expect.any(String) });
    expect(res.json()).not.toHaveProperty('token');
    // The pending step travels in the answer, never as a cookie.
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/two_factor/);
    expect(await sessionsOf(member.user.id)).toHaveLength(before);

    const step = res.json().twoFactorToken as string;
    const wrong = await withCode(step, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'UNAUTHENTICATED', message: CODE_INVALID_MESSAGE });
    const ok = await withCode(step, totpCode(member.totpURI));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.any(String), user: { id: member.user.id }, deviceToken: expect.any(String) });
    expect((await me(ok.json().token)).statusCode).toBe(200);
    // A step signs in once.
    const reused = await withCode(step, totpCode(member.totpURI));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toEqual({ code: 'TWO_FACTOR_STEP_EXPIRED', message: STEP_EXPIRED_MESSAGE });
  });

  it('refuses a forged step token, and ends a step after five wrong codes', async () => {
    const member = await enrolledMember();
    expect((await withCode('forged.token', totpCode(member.totpURI))).json().error.code).toBe('TWO_FACTOR_STEP_EXPIRED');
    const step = await secondStep(member.email);
    for (let i = 0; i < 5; i++) expect((await withCode(step, '000000')).json().error.code).toBe('UNAUTHENTICATED');
    expect((await withCode(step, totpCode(member.totpURI))).json().error.code).toBe('TWO_FACTOR_STEP_EXPIRED');
    // A new sign-in starts a new step.
    expect((await withCode(await secondStep(member.email), totpCode(member.totpURI))).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const member = await enrolledMember();
    const code = member.backupCodes[0]!;
    const first = await withRecoveryCode(await secondStep(member.email), ` ${code} `);
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().token)).statusCode).toBe(200);
    const again = await withRecoveryCode(await secondStep(member.email), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('UNAUTHENTICATED');
    expect((await withRecoveryCode(await secondStep(member.email), member.backupCodes[1]!)).statusCode).toBe(200);
  });

  it('asks a sign-in link for the second step too', async () => {
    const member = await enrolledMember();
    await callOk(suite.t.app, endpoints.requestSignInLink, { body: { email: member.email } });
    await suite.t.app.jobs.drain();
    const linkToken = new URL(mailer.lastTo(member.email)!.link!).searchParams.get('token')!;
    const res = await call(suite.t.app, endpoints.signInWithLink, { query: { token: linkToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token');
    expect(needsSecondStep(res.json())).toBe(true);
    expect((await withCode(res.json().twoFactorToken, totpCode(member.totpURI))).statusCode).toBe(200);
  });
});

describe('recovery codes and turning off', () => {
  it('gives new recovery codes for the password, and the old ones stop working', async () => {
    const member = await enrolledMember();
    expect((await call(suite.t.app, endpoints.regenerateRecoveryCodes, { body: { password: 'wrong-password' }, token: member.token })).json().error.code).toBe('WRONG_PASSWORD');
    const { backupCodes } = await callOk(suite.t.app, endpoints.regenerateRecoveryCodes, { body: { password: PASSWORD }, token: member.token });
    expect(backupCodes).toHaveLength(10);
    expect((await withRecoveryCode(await secondStep(member.email), member.backupCodes[0]!)).statusCode).toBe(401);
    expect((await withRecoveryCode(await secondStep(member.email), backupCodes[0]!)).statusCode).toBe(200);
  });

  it('refuses new recovery codes to a caller without two-factor sign-in', async () => {
    const member = await registerMember(suite.t.app);
    const res = await call(suite.t.app, endpoints.regenerateRecoveryCodes, { body: { password: PASSWORD }, token: member.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TWO_FACTOR_NOT_ON');
  });

  it('turns off with the password: a new session, and the password alone signs in again', async () => {
    const member = await enrolledMember();
    expect((await call(suite.t.app, endpoints.disableTwoFactor, { body: { password: 'wrong-password' }, token: member.token })).json().error.code).toBe('WRONG_PASSWORD');
    const { token } = await callOk(suite.t.app, endpoints.disableTwoFactor, { body: { password: PASSWORD }, token: member.token });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    expect(needsSecondStep((await signIn(member.email)).json())).toBe(false);
    expect(await suite.t.app.database.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, member.user.id))).toHaveLength(0);
  });
});

describe('the activity entry of a second factor change', () => {
  it('is written when it goes on and off; a log that cannot be written leaves the change answered as made', async () => {
    const member = await enrolledMember();
    const log = () => suite.t.app.database.db.select().from(accountActivity).where(eq(accountActivity.accountId, member.account.id));
    expect((await log()).map((entry) => entry.action)).toContain('two_factor.enabled');
    // The database refuses the entry (as an outage between better-auth's write and the log's would).
    await suite.t.app.database.db.execute(sql`alter table account_activity add constraint refuse_two_factor_log check (action <> 'two_factor.disabled') not valid`);
    try {
      const { token } = await callOk(suite.t.app, endpoints.disableTwoFactor, { body: { password: PASSWORD }, token: member.token });
      expect((await callOk(suite.t.app, endpoints.getTwoFactorStatus, { token })).enabled).toBe(false);
    } finally {
      await suite.t.app.database.db.execute(sql`alter table account_activity drop constraint refuse_two_factor_log`);
    }
    expect((await log()).map((entry) => entry.action)).not.toContain('two_factor.disabled');
  });
});

describe('a site admin resets a second factor', () => {
  it('turns it off, so the user signs in with the password and the admin list shows it off; only admins may, and an unknown user is 404', async () => {
    const { admin, other } = suite.callers;
    const member = await enrolledMember();
    const flagOf = async (userId: string) => (await callOk(suite.t.app, endpoints.listUsers, { token: admin.token })).find((user) => user.id === userId)?.twoFactorEnabled;
    expect(await flagOf(member.user.id)).toBe(true);
    expect(await flagOf(other.user.id)).toBe(false);
    const refused = await call(suite.t.app, endpoints.resetTwoFactor, { params: { id: member.user.id }, token: other.token, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(needsSecondStep((await signIn(member.email)).json())).toBe(true);

    const reset = await call(suite.t.app, endpoints.resetTwoFactor, { params: { id: member.user.id }, token: admin.token, body: {} });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ enabled: false });
    const logged = await suite.t.app.database.db.select().from(accountActivity).where(eq(accountActivity.accountId, member.account.id));
    expect(logged.find((entry) => entry.action === 'two_factor.reset')).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', subject: member.email });
    expect(needsSecondStep((await signIn(member.email)).json())).toBe(false);
    expect((await callOk(suite.t.app, endpoints.getTwoFactorStatus, { token: member.token })).enabled).toBe(false);
    expect(await flagOf(member.user.id)).toBe(false);
    expect((await call(suite.t.app, endpoints.resetTwoFactor, { params: { id: 'no-such-user' }, token: admin.token, body: {} })).statusCode).toBe(404);
  });
});
