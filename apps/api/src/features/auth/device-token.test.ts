import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeviceTokens, DEVICE_TOKEN_DAYS } from './device-token';

const devices = createDeviceTokens('the-app-secret');
const owner = { id: 'identity-1', email: 'Owner@Example.com' };

describe('device tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('name the user and a nonce of their own for the email they were issued for, lowercased', async () => {
    const first = await devices.read(await devices.issue(owner), 'owner@example.com');
    const second = await devices.read(await devices.issue(owner), 'owner@example.com');
    expect(first).toEqual({ userId: 'identity-1', nonce: expect.any(String) });
    expect(second!.nonce).not.toBe(first!.nonce);
  });

  it('are nothing for another email, under another secret, altered, or not a token at all', async () => {
    const token = await devices.issue(owner);
    expect(await devices.read(token, 'someone@example.com')).toBeNull();
    expect(await createDeviceTokens('another-secret').read(token, 'owner@example.com')).toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ email: 'owner@example.com', sub: 'identity-2', jti: 'x', aud: 'persona-portal:device' })).toString('base64url');
    expect(await devices.read(`${header}.${otherPayload}.${signature}`, 'owner@example.com')).toBeNull();
    expect(await devices.read('not-a-token', 'owner@example.com')).toBeNull();
  });

  it(`expire ${DEVICE_TOKEN_DAYS} days after they were issued`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await devices.issue(owner);
    vi.setSystemTime(Date.now() + (DEVICE_TOKEN_DAYS - 1) * 86_400_000);
    expect(await devices.read(token, 'owner@example.com')).not.toBeNull();
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect(await devices.read(token, 'owner@example.com')).toBeNull();
  });
});
