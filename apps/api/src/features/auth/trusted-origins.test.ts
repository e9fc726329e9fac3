import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PASSWORD, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { untrustedOriginMessage } from './auth.routes';

/** A sign-up as the browser sends it. */
const signUpFrom = (testApp: TestApp, origin: string) =>
  call(testApp.app, endpoints.signUpWithEmail, {
    headers: { origin, cookie: 'theme=dark' }, // a browser with cookies: better-auth checks its Origin
    body: { email: uniqueEmail('origin'), password: PASSWORD, name: 'Olivia', lastname: 'Owner' },
  });

describe('trusted origins', () => {
  it('are every loopback name of the port without APP_URL, and APP_URL alone with it', () => {
    expect(loadConfig({ PORT: '4100' }).trustedOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ]);
    expect(loadConfig({ PORT: '4100', APP_URL: 'https://portal.example.com/' }).trustedOrigins).toEqual([
      'https://portal.example.com',
    ]);
  });

  describe('without APP_URL', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ env: { APP_URL: '', PORT: '4100' } });
    });
    afterAll(() => testApp.close());

    it.each(['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100'])('signs up from %s', async (origin) => {
      const res = await signUpFrom(testApp, origin);
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses another origin and says which setting to change', async () => {
      const res = await signUpFrom(testApp, 'http://192.0.2.7:4100');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'FORBIDDEN', message: untrustedOriginMessage(testApp.app.config.trustedOrigins) },
      });
      expect(res.json().error.message).toContain('APP_URL');
    });
  });

  describe('with APP_URL', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ env: { APP_URL: 'http://portal.test', PORT: '4100' } });
    });
    afterAll(() => testApp.close());

    it('trusts that address and no loopback one', async () => {
      expect((await signUpFrom(testApp, 'http://portal.test')).statusCode).toBe(200);
      expect((await signUpFrom(testApp, 'http://127.0.0.1:4100')).statusCode).toBe(403);
    });
  });
});
