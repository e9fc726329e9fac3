import { API_PREFIX, endpointPath, endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { startMockOidc, type MockOidc } from '../../test/fakes/mock-oidc';
import { captureLogs, LEVELS, type LogLine } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

let oidc: MockOidc;
let t: TestApp;
const BOOM = `${API_PREFIX}/__boom`;
beforeAll(async () => {
  oidc = await startMockOidc();
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer },
    extend: (app) => {
      app.get(BOOM, async () => {
        throw new Error('a fault of the portal');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

const callback = endpointPath(endpoints.providerCallback, { providerId: 'google' });
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20);
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
const errorsIn = (lines: LogLine[]) => lines.filter((line) => line.level >= LEVELS.error);
/** A callback address a stranger sends: another site, a terminal escape and a line break in it, and long. */
const HOSTILE_URL = `https://evil.example.com/\u001b[31mred\nforged line ${'x'.repeat(2000)}`;

describe('malformed identity requests are logged as warnings, their text quoted', () => {
  it.each([
    ['an OAuth callback with a state this browser never got', `${callback}?state=forged-state&code=x`, 'Failed to parse state'],
    ['an OAuth callback with no state', `${callback}?code=x`, 'State not found'],
  ])('%s: refused, and no error-level line', async (_name, url, message) => {
    const lines = await captureLogs(async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toContain('/api/auth/error?error=');
    });
    expect(errorsIn(lines)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: LEVELS.warn, component: 'auth', msg: message }));
  });

  it('an untrusted callbackURL: 403, a warning whose message is the portal’s words and whose detail is the quoted, capped address', async () => {
    const lines = await captureLogs(async () => {
      const res = await call(t.app, endpoints.startSocialSignIn, { body: { provider: 'google', callbackURL: HOSTILE_URL } });
      expect(res.statusCode).toBe(403);
    });
    expect(errorsIn(lines)).toEqual([]);
    const line = lines.find((l) => l.component === 'auth' && l.msg === 'Invalid callbackURL');
    expect(line?.level).toBe(LEVELS.warn);
    const detail = String(line?.detail);
    expect(detail.startsWith('https://evil.example.com/\\u001b[31mred\\u000aforged line xxx')).toBe(true);
    expect(hasControlCharacter(detail)).toBe(false);
    expect(detail.length).toBeLessThan(400);
    expect(detail).toMatch(/… \(\d+ characters\)$/);
    // No line carries the raw text anywhere, in its message or any field.
    expect(lines.flatMap(stringsOf).some(hasControlCharacter)).toBe(false);
  });

  it('a genuine fault of the portal is still an error-level line (500)', async () => {
    const lines = await captureLogs(async () => {
      const res = await t.app.inject({ method: 'GET', url: BOOM });
      expect(res.statusCode).toBe(500);
    });
    expect(errorsIn(lines)).toEqual([expect.objectContaining({ msg: 'request failed', err: expect.objectContaining({ message: 'a fault of the portal' }) })]);
  });
});

describe('requests the portal refuses are not logged as errors', () => {
  it.each([
    ['a body that breaks its schema (400)', () => call(t.app, endpoints.signInWithEmail, { body: { email: 'not-an-email', password: 'x' } })],
    ['a wrong password (401)', () => call(t.app, endpoints.signInWithEmail, { body: { email: 'nobody@example.com', password: 'wrong-password' } })],
    ['no session (401)', () => call(t.app, endpoints.getMe)],
    ['a path parameter that breaks its schema (400)', () => call(t.app, endpoints.getInvitation, { params: { token: `\u001b${'t'.repeat(150)}` } })],
    ['an unknown route (404)', () => t.app.inject({ method: 'GET', url: `${API_PREFIX}/no/such/\u001b[31mroute` })],
    ['a malformed JSON body (400)', () => t.app.inject({ method: 'POST', url: endpoints.signInWithEmail.path, headers: { 'content-type': 'application/json' }, payload: '{"email": ' })],
  ])('%s', async (_name, send) => {
    const lines = await captureLogs(async () => {
      const res = await send();
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(errorsIn(lines)).toEqual([]);
  });
});
