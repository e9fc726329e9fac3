import { endpoints, MESSAGES } from '@persona/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../test/app-with-callers';
import { PASSWORD, registerActiveMember, teammateOf } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { enrolTwoFactor } from '../../test/two-factor-helpers';
import { accountActivity } from '../activity';
import { setRequireTwoFactor } from './security.queries';

const suite = appWithCallers();

const require2fa = (accountId: string, requireTwoFactor: boolean, token: string) =>
  call(suite.t.app, endpoints.setAccountSecurity, { params: { id: accountId }, body: { requireTwoFactor }, token });
const avatars = (accountId: string, token: string) => call(suite.t.app, endpoints.listAvatars, { params: { accountId }, token });
const logOf = (accountId: string, action: string) =>
  suite.t.app.database.db
    .select()
    .from(accountActivity)
    .where(and(eq(accountActivity.accountId, accountId), eq(accountActivity.action, action)))
    .orderBy(accountActivity.createdAt);

function expectTwoFactorRequired(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: { code: 'TWO_FACTOR_REQUIRED', message: MESSAGES.twoFactorRequired } });
}

/** An active account's owner and a teammate who is not its owner, neither with a second factor. */
async function team() {
  const owner = await registerActiveMember(suite.t.app);
  const teammate = await teammateOf(suite.t.app, owner);
  return { owner, teammate };
}

describe('the owner requires two-factor sign-in of every member', () => {
  it('is the owner’s alone: a teammate is OWNER_ONLY, another account’s owner and a site admin are NOT_YOUR_ACCOUNT', async () => {
    const { owner, teammate } = await team();
    const { admin, other } = suite.callers;
    expect((await require2fa(owner.account.id, true, teammate.token)).json().error.code).toBe('OWNER_ONLY');
    expect((await require2fa(owner.account.id, true, other.token)).json().error.code).toBe('NOT_YOUR_ACCOUNT');
    expect((await require2fa(owner.account.id, true, admin.token)).json().error.code).toBe('NOT_YOUR_ACCOUNT');
    expect((await require2fa(owner.account.id, true, '')).statusCode).toBe(401);
    expect((await callOk(suite.t.app, endpoints.getMe, { token: owner.token })).account?.requireTwoFactor).toBe(false);
    expect(await logOf(owner.account.id, 'two_factor.required')).toHaveLength(0);
  });

  it('holds back a member without a second factor at once, leaving /me, the account and the security calls; enrolling lets them on', async () => {
    const { owner, teammate } = await team();
    // The teammate's identity is cached by this call: the requirement must reach it all the same.
    expect((await avatars(owner.account.id, teammate.token)).statusCode).toBe(200);

    const answer = await callOk(suite.t.app, endpoints.setAccountSecurity, { params: { id: owner.account.id }, body: { requireTwoFactor: true }, token: owner.token });
    expect(answer).toMatchObject({ id: owner.account.id, requireTwoFactor: true });
    expect(await logOf(owner.account.id, 'two_factor.required')).toMatchObject([{ actorId: owner.user.id, actorRole: 'member', details: { required: true } }]);

    expectTwoFactorRequired(await avatars(owner.account.id, teammate.token));
    expectTwoFactorRequired(await call(suite.t.app, endpoints.listCompanies, { params: { accountId: owner.account.id }, token: teammate.token }));
    const me = await callOk(suite.t.app, endpoints.getMe, { token: teammate.token });
    expect(me.identity.twoFactorEnabled).toBe(false);
    expect(me.account?.requireTwoFactor).toBe(true);
    expect((await call(suite.t.app, endpoints.getAccount, { params: { id: owner.account.id }, token: teammate.token })).statusCode).toBe(200);
    expect((await callOk(suite.t.app, endpoints.getTwoFactorStatus, { token: teammate.token })).enabled).toBe(false);
    expect((await call(suite.t.app, endpoints.listSessions, { token: teammate.token })).statusCode).toBe(200);

    const { token } = await enrolTwoFactor(suite.t.app, teammate.token);
    expect((await avatars(owner.account.id, token)).statusCode).toBe(200);
    expect((await callOk(suite.t.app, endpoints.getMe, { token })).identity.twoFactorEnabled).toBe(true);
    expect(await logOf(owner.account.id, 'two_factor.enabled')).toMatchObject([{ actorId: teammate.id, actorRole: 'member' }]);

    // Turning it off again holds them back again, and is logged.
    const off = await callOk(suite.t.app, endpoints.disableTwoFactor, { body: { password: PASSWORD }, token });
    expectTwoFactorRequired(await avatars(owner.account.id, off.token));
    expect(await logOf(owner.account.id, 'two_factor.disabled')).toMatchObject([{ actorId: teammate.id }]);
  });

  it('holds back the owner too, who may always lift it (nobody is locked out); setting it as it is logs nothing', async () => {
    const { owner } = await team();
    expect((await require2fa(owner.account.id, true, owner.token)).statusCode).toBe(200);
    expect((await require2fa(owner.account.id, true, owner.token)).statusCode).toBe(200);
    expectTwoFactorRequired(await avatars(owner.account.id, owner.token));
    expectTwoFactorRequired(await call(suite.t.app, endpoints.listAccountActivity, { params: { id: owner.account.id }, token: owner.token }));

    const lifted = await callOk(suite.t.app, endpoints.setAccountSecurity, { params: { id: owner.account.id }, body: { requireTwoFactor: false }, token: owner.token });
    expect(lifted.requireTwoFactor).toBe(false);
    expect((await avatars(owner.account.id, owner.token)).statusCode).toBe(200);
    const logged = await logOf(owner.account.id, 'two_factor.required');
    expect(logged.map((entry) => entry.details)).toEqual([{ required: true }, { required: false }]);
  });

  it('leaves a site admin acting on the account alone: their own account does not require it', async () => {
    const { owner } = await team();
    await require2fa(owner.account.id, true, owner.token);
    const { admin } = suite.callers;
    expect((await call(suite.t.app, endpoints.listAccountUsers, { params: { id: owner.account.id }, token: admin.token })).statusCode).toBe(200);
    expect((await avatars(owner.account.id, admin.token)).statusCode).toBe(200);
  });

  it('answers an account gone since the owner’s identity was read as not found, logging nothing', async () => {
    const { owner } = await team();
    const gone = crypto.randomUUID();
    expect(await setRequireTwoFactor(suite.t.app.database.db, gone, true, { id: owner.user.id, name: 'Test User', role: 'member' })).toBeNull();
    expect(await logOf(gone, 'two_factor.required')).toHaveLength(0);
  });
});
