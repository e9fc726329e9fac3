import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { routes, endpointUrl, NO_FILTERS } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAvatar } from '../features/avatars/avatar-detail-api';
import { fetchAvatarFilters, fetchAvatarPage } from '../features/avatars/avatars-api';
import { CARD_SIZES, portraitSources } from '../features/avatars/portrait-sources';
import { messagesQuery, threadsQuery } from '../features/chat/chat-api';
import { panelQuery } from '../features/panels/panels-api';
import { publicConfigQuery } from '../lib/public-config';

/** index.html's inline script that starts the first calls with the stored token. */
const prefetchScript = (() => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((text) => text.includes('__prefetchedCalls'));
  if (!script) throw new Error('index.html: no inline script starts the prefetched calls');
  return script;
})();

const ACCOUNT = 'acc 1/ü';
const me = { identity: { email: 'Ada@Example.com' }, user: { account: ACCOUNT } };

/**
 * Runs the inline script on this page (/me answering `me`, the first page `firstPage`, any address of `answers`
 * its answer): what it asks for and preloads.
 */
async function runScript(
  pathname: string,
  search = '',
  firstPage: unknown = {},
  stored: { email?: string; account?: string; token?: string | null } = {},
  answers: Record<string, unknown> = {},
  viewportWidth = 412,
) {
  const asked: string[] = [];
  // Calls sent without a token (the public settings every visitor gets) apart from the signed-in ones.
  const askedPublic: string[] = [];
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    (init.headers.Authorization ? asked : askedPublic).push(url);
    const body = url in answers ? answers[url] : url === '/api/accounts/me' ? me : url.includes('/page?') ? firstPage : {};
    return Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve(body) }) });
  };
  const preloads: Array<Record<string, unknown>> = [];
  const document = {
    createElement: () => {
      const link: Record<string, string> & { setAttribute?: (name: string, value: string) => void } = {};
      link.setAttribute = (name, value) => void (link[name] = value);
      return link;
    },
    head: { appendChild: (link: Record<string, unknown>) => void preloads.push(link) },
  };
  const window: { __prefetchedCalls?: { started: Promise<void> }; __publicCalls?: Record<string, unknown> } = {};
  const token = stored.token === undefined ? 'token-1' : stored.token;
  const matchMedia = (query: string) => ({ matches: query === '(min-width: 640px)' && viewportWidth >= 640 });
  runInNewContext(prefetchScript, { window, fetch, document, matchMedia, location: { pathname, search }, localStorage: { getItem: (key: string) => ({ authToken: token, authEmail: stored.email, authAccount: stored.account })[key] ?? null } });
  const atOnce = [...asked];
  await window.__prefetchedCalls?.started;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { atOnce, asked, askedPublic, publicCalls: Object.keys(window.__publicCalls ?? {}), preloads: preloads.map(({ setAttribute: _, ...link }) => link) };
}

/** A preload of the portrait a card draws: the same file choices and sizes as its <img>. */
const asCard = (img: string) => {
  const { src, srcSet } = portraitSources(img);
  return { href: src, imagesrcset: srcSet, imagesizes: CARD_SIZES };
};

/** The addresses the inline script asks for on this page, /me answering `me`. */
const scriptAddresses = async (pathname: string, search = ''): Promise<string[]> => (await runScript(pathname, search)).asked;

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

/** The addresses `calls` ask for, each answered `answer`. */
async function addressesOf(answer: unknown, calls: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  await calls();
  return asked;
}

/** What a query's own function asks for. */
const queryCall = (query: { queryFn?: unknown }) => (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });

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

  it("preloads the first page's first two portraits, the library's largest paint, as soon as it answers (the second at high priority only where two cards share a row)", async () => {
    const avatar = (img: string) => ({ id: img, data: { img } });
    const { preloads } = await runScript('/', '', { items: [avatar('/api/avatars/a/portrait?s=1'), avatar(''), avatar('/api/avatars/c/portrait?s=1')] });
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: '/api/avatars/a/portrait?s=1', fetchpriority: 'high' }].map(({ href, ...link }) => ({ ...link, ...asCard(href) })));
    const two = { items: [avatar('/api/avatars/a/portrait?s=1'), avatar('/api/avatars/b/portrait?s=1')] };
    const onPhone = await runScript('/', '', two);
    expect(onPhone.preloads.map(({ href, fetchpriority }) => [href, fetchpriority])).toEqual([
      [asCard('/api/avatars/a/portrait?s=1').href, 'high'],
      [asCard('/api/avatars/b/portrait?s=1').href, 'low'],
    ]);
    expect(onPhone.preloads[1]).toEqual({ rel: 'preload', as: 'image', fetchpriority: 'low', ...asCard('/api/avatars/b/portrait?s=1') });
    const sideBySide = await runScript('/', '', two, {}, {}, 640);
    expect(sideBySide.preloads.map(({ fetchpriority }) => fetchpriority)).toEqual(['high', 'high']);
    const drawn = await runScript('/', '', { items: [avatar('/api/portraits/long-a.svg')] });
    expect(drawn.preloads).toEqual([{ rel: 'preload', as: 'image', href: '/api/portraits/long-a.svg', fetchpriority: 'high' }]);
    expect((await runScript('/', '', { error: { code: 'FORBIDDEN' } })).preloads).toEqual([]);
    expect((await runScript('/create', '', { items: [avatar('/x')] })).preloads).toEqual([]);
  });

  it('asks for everything at once for the email and account the last sign-in stored, and again after /me only where it names others', async () => {
    const library = await libraryAddresses();
    const signIn = ['/api/accounts/user/ada%40example.com', `/api/accounts/${encodeURIComponent(ACCOUNT)}`];
    const same = await runScript('/', '', {}, { email: 'ada@example.com', account: ACCOUNT });
    expect(same.atOnce).toEqual(['/api/accounts/me', ...signIn, ...library]);
    expect(same.asked).toEqual(same.atOnce);
    const stale = await runScript('/', '', {}, { email: 'ada@example.com', account: 'old-account' });
    expect(stale.atOnce).toEqual(['/api/accounts/me', signIn[0], '/api/accounts/old-account', ...library.map((url) => url.replace(encodeURIComponent(ACCOUNT), 'old-account'))]);
    expect(stale.asked.slice(stale.atOnce.length)).toEqual([signIn[1], ...library]);
    const elsewhere = await runScript('/create', '', {}, { email: 'ada@example.com', account: ACCOUNT });
    expect(elsewhere.atOnce).toEqual(['/api/accounts/me', ...signIn]);
    expect((await runScript('/', '', {}, { account: ACCOUNT })).atOnce).toEqual(['/api/accounts/me']);
  });

  it('asks every visitor at once for the public settings, at the address the app asks for them, without a token', async () => {
    const config = await addressesOf({}, () => queryCall(publicConfigQuery));
    expect(config).toHaveLength(1);
    for (const visit of [runScript('/', '', {}, { token: null }), runScript('/', '?auth=code-1'), runScript('/'), runScript('/chat/avatar/a-1')]) {
      const { askedPublic, publicCalls } = await visit;
      expect(askedPublic).toEqual(config);
      expect(publicCalls).toEqual(config);
    }
    expect((await runScript('/', '', {}, { token: null })).asked).toEqual([]);
  });

  it('asks only for the sign-in calls elsewhere, or on a filtered library', async () => {
    const signIn = ['/api/accounts/me', '/api/accounts/user/ada%40example.com', `/api/accounts/${encodeURIComponent(ACCOUNT)}`];
    expect(await scriptAddresses('/create')).toEqual(signIn);
    expect(await scriptAddresses('/', '?company=Acme')).toEqual(signIn);
  });
});

describe("index.html's early calls on a screen opened by its own address", () => {
  const AVATAR = 'av 1/ü';
  const THREAD = 'th 1';
  const SIGN_IN = ['/api/accounts/me', '/api/accounts/user/ada%40example.com', `/api/accounts/${encodeURIComponent(ACCOUNT)}`];
  const stored = { email: 'ada@example.com', account: ACCOUNT };
  const at = (...segments: string[]) => segments.map((segment) => segment.startsWith('/') ? segment : `/${encodeURIComponent(segment)}`).join('');

  it("on an avatar's page, asks at once for the avatar as its screen does, and preloads its portrait as its card draws it", async () => {
    const portrait = '/api/avatars/a/portrait?s=1';
    const screen = await addressesOf([{ id: AVATAR, img: portrait }], () => fetchAvatar(AVATAR));
    expect(screen).toHaveLength(1);
    const { atOnce, preloads } = await runScript(at('/avatarDetail', AVATAR), '', {}, stored, { [screen[0]!]: [{ id: AVATAR, img: portrait }] });
    expect(atOnce).toEqual(['/api/accounts/me', ...screen, ...SIGN_IN.slice(1)]);
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', fetchpriority: 'high', ...asCard(portrait) }]);
    const missing = await runScript(at('/avatarDetail', AVATAR), '', {}, stored, { [screen[0]!]: [] });
    expect(missing.preloads).toEqual([]);
  });

  it("on a chat, asks at once for its avatar, its threads and the open thread's messages, as its screen does", async () => {
    const avatar = await addressesOf([], () => fetchAvatar(AVATAR).catch(() => null));
    const threads = await addressesOf([], () => queryCall(threadsQuery(AVATAR)));
    const messages = await addressesOf([], () => queryCall(messagesQuery(THREAD)));
    expect((await runScript(at('/chat/avatar', AVATAR, '/threads', THREAD))).atOnce).toEqual(['/api/accounts/me', ...avatar, ...threads, ...messages]);
    expect((await runScript(at('/chat/avatar', AVATAR))).atOnce).toEqual(['/api/accounts/me', ...avatar, ...threads]);
  });

  it('on a panel, asks at once for the panel as its screen does; not on the new panel form', async () => {
    const panel = await addressesOf({}, () => queryCall(panelQuery('p 1')));
    expect((await runScript(at('/panels', 'p 1'))).atOnce).toEqual(['/api/accounts/me', ...panel]);
    expect((await runScript('/panels/new')).atOnce).toEqual(['/api/accounts/me']);
  });
});
