import { API_PREFIX, endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../test/app-with-callers';
import { createCallers } from '../test/auth-helpers';
import { call, callOk } from '../test/call';
import { giveCredits, orderAndDeliver } from '../test/delivery-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { tinyWebDist } from '../test/web-dist';
import { PERMISSIONS_POLICY } from './security';

let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  // A built web app too, so the SPA's answers are checked beside the API's.
  t = await createTestApp({ env: { WEB_DIST_DIR: await tinyWebDist() } });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('Permissions-Policy', () => {
  it('denies camera, microphone, geolocation, payment and the other unused features', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it.each(['/', '/orders', '/favicon.svg', `${API_PREFIX}/docs`])('is on the page GET %s answers', async (url) => {
    expect((await get(url)).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it.each([
    ['a JSON answer', () => call(t.app, endpoints.getMe, { token: callers.member.token })],
    ['a public JSON answer', () => get(endpoints.health.path)],
    ['a 401', () => call(t.app, endpoints.getMe)],
    ['a 404 of an unknown route', () => get(`${API_PREFIX}/no/such/route`)],
  ] as const)('%s of the API carries the data headers, not the pages\' ones', async (_name, send) => {
    const res = await send();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) expect(res.headers[name], name).toBeUndefined();
  });

  it('a hashed script or style sheet carries only the headers that apply to it, not the documents\' ones', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
  });
});

describe('Cache-Control of API answers', () => {
  it.each([
    ['a JSON answer', () => call(t.app, endpoints.getMe, { token: callers.member.token }), 200],
    ['a public JSON answer', () => call(t.app, endpoints.publicConfig), 200],
    ['a 401', () => call(t.app, endpoints.getMe), 401],
    ['a 400', () => call(t.app, endpoints.getCompany, { params: { id: 'x'.repeat(101) }, token: callers.member.token }), 400],
    ['a 404 of an unknown route', () => get(`${API_PREFIX}/no/such/route`), 404],
    ['an identity answer', () => call(t.app, endpoints.signInWithEmail, { body: { email: callers.member.email, password: 'wrong-password' } }), 401],
    ['a 404 of a record', () => call(t.app, endpoints.deleteCompany, { params: { id: 'nope' }, token: callers.member.token }), 404],
  ] as const)('%s is no-store', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the SPA its own caching', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toContain('immutable');
  });

  describe('the signed files, the Blueprint page and the portraits say their own', () => {
    it('a signed download: private, for the life of its link', async () => {
      const upload = await callOk(t.app, endpoints.uploadAttachment, { body: { fileName: 'brief.pdf', content: '%PDF-1.4\n%%EOF\n' }, token: callers.member.token });
      const { url } = await callOk(t.app, endpoints.signFileUrl, { query: { key: upload.attachment }, token: callers.member.token });
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    });

    it('the Blueprint page: never stored; a portrait: public for a day', async () => {
      await giveCredits(t.app, callers.admin, callers.member, 1);
      const { avatar } = await orderAndDeliver(t.app, callers.admin, callers.member);
      const page = await get(avatar.docUrl);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const portrait = await get(`${API_PREFIX}/portraits/seed-1.svg`);
      expect(portrait.statusCode).toBe(200);
      expect(portrait.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('but their refusals are no-store', async () => {
      expect((await get(`${API_PREFIX}/files/a/b.pdf?expires=1&signature=x`)).headers['cache-control']).toBe('no-store');
      expect((await get(`${API_PREFIX}/portraits/not valid.svg`)).headers['cache-control']).toBe('no-store');
    });
  });
});
