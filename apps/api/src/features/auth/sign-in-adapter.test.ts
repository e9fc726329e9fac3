import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { identityAdapter } from './auth';
import { authAccounts, authUsers } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byEmail = (email: string) => ({ model: 'user', where: [{ field: 'email', value: email }], join: { account: true as const } });
type Found = { id: string; account: { id: string }[] } | null;
const sorted = (found: Found) => found && { ...found, account: [...found.account].sort((a, b) => a.id.localeCompare(b.id)) };

describe("sign-in's one-statement look-up", () => {
  it('finds what the drizzle adapter finds, in the same shape: one account, two, none, no user', async () => {
    const ours = (await t.app.auth.$context).adapter;
    const theirs = identityAdapter(t.app.database.db)(t.app.auth.options);
    const db = t.app.database.db;

    const withPassword = await signUp(t.app, uniqueEmail());
    const withTwo = await signUp(t.app, uniqueEmail());
    await db.insert(authAccounts).values({ id: crypto.randomUUID(), accountId: 'google-sub-1', providerId: 'google', userId: withTwo.id, idToken: 'id-token', accessTokenExpiresAt: new Date('2026-12-01T00:00:00Z'), scope: 'openid email' });
    const withNone = { email: uniqueEmail() };
    await db.insert(authUsers).values({ id: crypto.randomUUID(), name: 'No', lastname: 'Accounts', email: withNone.email, emailVerified: true });

    for (const email of [withPassword.email, withTwo.email, withNone.email, uniqueEmail()]) {
      const found = await ours.findOne<Found>(byEmail(email));
      expect(sorted(found)).toEqual(sorted(await theirs.findOne<Found>(byEmail(email))));
    }
    expect((await ours.findOne<Found>(byEmail(withTwo.email)))!.account).toHaveLength(2);
    expect((await ours.findOne<Found>(byEmail(withNone.email)))!.account).toEqual([]);
  });

  it('leaves every other look-up to the drizzle adapter', async () => {
    const ours = (await t.app.auth.$context).adapter;
    const identity = await signUp(t.app, uniqueEmail());
    const user = await ours.findOne<{ id: string; account?: unknown }>({ model: 'user', where: [{ field: 'email', value: identity.email }] });
    expect(user).toMatchObject({ id: identity.id, email: identity.email });
    expect(user).not.toHaveProperty('account');
    const insensitive = { ...byEmail(identity.email.toUpperCase()), where: [{ field: 'email', value: identity.email.toUpperCase(), mode: 'insensitive' as const }] };
    expect(await ours.findOne<Found>(insensitive)).toMatchObject({ id: identity.id });
  });
});
