import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { routes, endpointUrl, NO_FILTERS } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAvatarFilters, fetchAvatarPage } from './avatars-api';

/** index.html's inline script that starts the first calls with the stored token. */
const prefetchScript = (() => {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((text) => text.includes('__prefetchedCalls'));
  if (!script) throw new Error('index.html: no inline script starts the prefetched calls');
  return script;
})();

const ACCOUNT = 'acc 1/ü';
const me = { identity: { email: 'Ada@Example.com' }, user: { account: ACCOUNT } };

/** The addresses the inline script asks for on this page, /me answering `me`. */
async function scriptAddresses(pathname: string, search = ''): Promise<string[]> {
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    const body = url === '/api/accounts/me' ? me : {};
    return Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve(body) }) });
  };
  const window: { __prefetchedCalls?: { started: Promise<void> } } = {};
  runInNewContext(prefetchScript, { window, fetch, location: { pathname, search }, localStorage: { getItem: () => 'token-1' } });
  await window.__prefetchedCalls?.started;
  return asked;
}

/** The addresses the library screen's first calls use (its first page, its filter options, the banner's count). */
async function libraryAddresses(): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ items: [], nextCursor: null, total: 0, count: 0 }), { status: 200 }));
    }),
  );
  await fetchAvatarPage(ACCOUNT, NO_FILTERS);
  await fetchAvatarFilters(ACCOUNT);
  // The processing banner's count (features/orders, fetchProcessingCount) calls this endpoint with no query.
  return [...asked, endpointUrl(routes.countProcessingOrders, { params: { accountId: ACCOUNT } })];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("index.html's early calls", () => {
  it("on the library, asks for exactly the addresses of its first calls, as the first screen's", async () => {
    const library = await libraryAddresses();
    expect(library).toHaveLength(3);
    const asked = await scriptAddresses('/');
    expect(asked).toEqual([
      '/api/accounts/me',
      '/api/accounts/user/ada%40example.com',
      `/api/accounts/${encodeURIComponent(ACCOUNT)}`,
      ...library,
    ]);
  });

  it('asks only for the sign-in calls elsewhere, or on a filtered library', async () => {
    const signIn = ['/api/accounts/me', '/api/accounts/user/ada%40example.com', `/api/accounts/${encodeURIComponent(ACCOUNT)}`];
    expect(await scriptAddresses('/create')).toEqual(signIn);
    expect(await scriptAddresses('/', '?company=Acme')).toEqual(signIn);
  });
});
