import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bootstrap under concurrency (meaningful on PostgreSQL)', () => {
  it('makes exactly one of several simultaneous first users an admin', async () => {
    const identities = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app, uniqueEmail('race'))));
    const withAccounts = await Promise.all(
      identities.map(async (identity) => ({ identity, account: (await call(t.app, endpoints.createAccount, { body: { name: 'Race' }, token: identity.token })).json() })),
    );
    const users = await Promise.all(
      withAccounts.map(({ identity, account }) =>
        call(t.app, endpoints.createUser, { body: { id: identity.id, name: 'R', lastname: 'C', account: account.id, email: identity.email }, token: identity.token }),
      ),
    );
    expect(users.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(users.filter((r) => r.json().isAdmin).length).toBe(1);
  });
});
