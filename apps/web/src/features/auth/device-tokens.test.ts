import { LOCAL_KEYS } from '@persona/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceTokenFor, keepDeviceToken } from './device-tokens';

describe('device tokens kept by the browser', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps one token per email, case-insensitively, the newest replacing the last', () => {
    keepDeviceToken('Owner@Example.com', 'first');
    keepDeviceToken('other@example.com', 'other');
    keepDeviceToken('owner@example.com', 'second');
    keepDeviceToken('owner@example.com', undefined);
    expect(deviceTokenFor('OWNER@example.com')).toBe('second');
    expect(deviceTokenFor('other@example.com')).toBe('other');
    expect(deviceTokenFor('nobody@example.com')).toBeUndefined();
  });

  it('keeps the ten most recent emails, and reads a damaged store as empty', () => {
    for (let i = 0; i < 12; i++) keepDeviceToken(`user-${i}@example.com`, `token-${i}`);
    expect(deviceTokenFor('user-0@example.com')).toBeUndefined();
    expect(deviceTokenFor('user-1@example.com')).toBeUndefined();
    expect(deviceTokenFor('user-2@example.com')).toBe('token-2');
    expect(deviceTokenFor('user-11@example.com')).toBe('token-11');
    stored.set(LOCAL_KEYS.deviceTokens, '{not json');
    expect(deviceTokenFor('user-11@example.com')).toBeUndefined();
  });
});
