import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const inline = "document.documentElement.classList.add('dark')";
let t: TestApp;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<html><head><script>${inline}</script></head><body>SPA</body></html>`);
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
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

  it('keeps unknown API routes as JSON 404 and does not serve the SPA for POST', async () => {
    // Deliberately no endpoint: an unknown address under the API prefix must not fall back to the SPA.
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/unknown` })).json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'POST', url: '/orders' })).statusCode).toBe(404);
  });
});
