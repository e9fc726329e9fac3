import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const inline = "document.documentElement.classList.add('dark')";
/** A hashed asset as the web build leaves it: the file, and its Brotli and gzip copies (apps/web/build/precompress.ts). */
const bundle = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text number ${i}`))};`;
const bundleBr = brotliCompressSync(bundle);
const bundleGz = gzipSync(bundle);
let t: TestApp;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<html><head><script>${inline}</script></head><body>SPA</body></html>`);
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(join(dist, 'assets', 'index-Xyz789.js'), bundle);
  await writeFile(join(dist, 'assets', 'index-Xyz789.js.br'), bundleBr);
  await writeFile(join(dist, 'assets', 'index-Xyz789.js.gz'), bundleGz);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it.each(['/', '/orders', '/avatarDetail/42', '/no/such/page'])('answers GET %s with index.html', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing build asset with a 404, never index.html (a stale chunk fails as one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Gone123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(res.body).not.toContain('SPA');
  });

  it('sends index.html compressed as the client accepts (br, then gzip), else as it is', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url: '/create', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('SPA');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('SPA');
    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('SPA');
    }
  });

  it('allows exactly the inline script of index.html in its CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves a hashed asset pre-compressed: br when accepted, else gzip, else as it is; typed and cached for a year', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/index-Xyz789.js', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const expectAsset = (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    };

    const br = await get('gzip, deflate, br');
    expectAsset(br);
    expect(br.headers['content-encoding']).toBe('br');
    // The build's file byte for byte: not compressed again on the way out.
    expect(br.rawPayload.equals(bundleBr)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gzip = await get('gzip');
    expectAsset(gzip);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(bundleGz)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    for (const plain of [await get(), await get('identity')]) {
      expectAsset(plain);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
    }
  });

  it('serves the compressed copies only as their file, never under their own name', async () => {
    const copy = await t.app.inject({ method: 'GET', url: '/assets/index-Xyz789.js.br' });
    expect(copy.statusCode).toBe(404);
    expect(copy.body).not.toContain('SPA');
  });

  it('keeps unknown API routes as JSON 404 and does not serve the SPA for POST', async () => {
    // Deliberately no endpoint: an unknown address under the API prefix must not fall back to the SPA.
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/unknown` })).json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'POST', url: '/orders' })).statusCode).toBe(404);
  });
});
