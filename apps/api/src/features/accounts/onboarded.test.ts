import { endpoints, type Account } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { appWithCallers, tokenOf, type Caller } from '../../test/app-with-callers';
import { registerMember } from '../../test/auth-helpers';
import { call } from '../../test/call';

const ctx = appWithCallers();

const markOnboarded = (caller: Caller, accountId: string, body: unknown = { onboarded: true }) =>
  call(ctx.t.app, endpoints.setOnboarded, { params: { id: accountId }, body: body as { onboarded: true }, token: tokenOf(ctx.callers, caller) });

const onboardedOf = async (accountId: string) => {
  const res = await call(ctx.t.app, endpoints.getAccount, { params: { id: accountId }, token: ctx.callers.admin.token });
  return (res.json() as Account[])[0]!.onboarded;
};

/**
 * PATCH /api/accounts/{id}/onboarded, which the spec marks 'no auth': only a member of the account, or a site
 * admin, with a session; an inactive account's member is refused like on every 'active' route.
 */
describe('marking an account onboarded', () => {
  it('anonymous → 401, and the account stays as it was', async () => {
    const res = await markOnboarded('anonymous', ctx.callers.member.account.id);
    expect(res.statusCode).toBe(401);
    expect(await onboardedOf(ctx.callers.member.account.id)).toBe(false);
  });

  it('a member of another account → 403 NOT_YOUR_ACCOUNT, and the account stays as it was', async () => {
    const res = await markOnboarded('other', ctx.callers.member.account.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_YOUR_ACCOUNT');
    expect(await onboardedOf(ctx.callers.member.account.id)).toBe(false);
  });

  it('only true is accepted (400 for false or a missing flag)', async () => {
    for (const body of [{ onboarded: false }, {}]) {
      const res = await markOnboarded('member', ctx.callers.member.account.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await onboardedOf(ctx.callers.member.account.id)).toBe(false);
  });

  it('a member of the account → 200 with the account now onboarded (and again: still 200)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await markOnboarded('member', ctx.callers.member.account.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: ctx.callers.member.account.id, onboarded: true });
    }
    expect(await onboardedOf(ctx.callers.member.account.id)).toBe(true);
  });

  it("a site admin → 200 for another account (support), not only the admin's own", async () => {
    const res = await markOnboarded('admin', ctx.callers.other.account.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ctx.callers.other.account.id, onboarded: true });
  });

  it('a member of an inactive account → 403 ACCOUNT_INACTIVE', async () => {
    const inactive = await registerMember(ctx.t.app);
    const res = await call(ctx.t.app, endpoints.setOnboarded, { params: { id: inactive.account.id }, body: { onboarded: true }, token: inactive.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  it('an unknown account → 404 for a site admin', async () => {
    const res = await markOnboarded('admin', 'no-such-account');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
