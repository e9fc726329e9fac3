import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/reset?token=abc123', '/reset?token=[redacted]'],
    ['/api/auth/callback/google?code=xyz&state=s1', '/api/auth/callback/google?code=[redacted]&state=[redacted]'],
    ['/invite/acc-1/3f1c-uuid', '/invite/acc-1/[redacted]'],
    ['/api/accounts/invitation/3f1c-uuid', '/api/accounts/invitation/[redacted]'],
    ['/orders?page=2', '/orders?page=2'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
