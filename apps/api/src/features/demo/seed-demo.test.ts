import type { LibraryAvatar, Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_LOGIN, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('creates a demo admin with a full library, once', async () => {
    expect(await seedDemo(t.app)).toBe('created');
    expect(await seedDemo(t.app)).toBe('exists');
    const token = (await post(t.app, '/api/auth/sign-in/email', DEMO_LOGIN)).json().token;
    const me = (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) })).json();
    expect(me.user.isAdmin).toBe(true);
    const library = (await t.app.inject({ method: 'GET', url: `/api/avatars/account/${me.account.id}`, headers: bearer(token) })).json() as LibraryAvatar[];
    expect(library).toHaveLength(12);
    const page = await t.app.inject({ method: 'GET', url: library[0]!.docUrl });
    expect(page.body).toContain('Known gaps (what we do not know)');
    const open = ((await t.app.inject({ method: 'GET', url: `/api/orders/account/${me.account.id}`, headers: bearer(token) })).json() as Order[]).filter((o) => !o.docId);
    expect(open).toHaveLength(2);
  });
});
