import { createRecords, routes } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './endpoint-caller';
import { setToken } from './token-store';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('callEndpoint', () => {
  it('lets the shared registration helper create the Account, then the User, with the new sign-up token', async () => {
    const answers = [{ id: 'acc-1', name: 'Acme' }, { id: 'id-1', account: 'acc-1' }];
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answers.shift()), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    setToken('session-token');

    const records = await createRecords(callEndpoint, {
      identityId: 'id-1',
      email: 'Ada@Example.com',
      profile: { name: ' Ada ', lastname: 'Lovelace', company: ' Acme ' },
      token: 'fresh-token',
    });

    expect(records).toEqual({ account: { id: 'acc-1', name: 'Acme' }, user: { id: 'id-1', account: 'acc-1' } });
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
      authorization: new Headers(init?.headers).get('authorization'),
    }));
    expect(calls).toEqual([
      { url: routes.createAccount.path, method: 'POST', body: { name: 'Acme' }, authorization: 'Bearer fresh-token' },
      {
        url: routes.createUser.path,
        method: 'POST',
        body: { id: 'id-1', name: 'Ada', lastname: 'Lovelace', account: 'acc-1', email: 'ada@example.com', company: 'Acme' },
        authorization: 'Bearer fresh-token',
      },
    ]);
  });
});
