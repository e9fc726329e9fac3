import { MESSAGES } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { requireNewPassword, requireValidEmail } from './credential-checks';

describe('credential checks', () => {
  it('lowercases a valid email and rejects an invalid one with the spec text', () => {
    expect(requireValidEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(() => requireValidEmail('ada@example')).toThrow(MESSAGES.invalidEmail);
  });

  it('checks the repeat first, then the length bounds', () => {
    expect(() => requireNewPassword('password-1', 'password-2')).toThrow('Your passwords do not match');
    expect(() => requireNewPassword('short', 'short')).toThrow('Password must be at least 8 characters.');
    expect(() => requireNewPassword('x'.repeat(129), 'x'.repeat(129))).toThrow('Password must be at most 128 characters.');
    expect(() => requireNewPassword('long enough', 'long enough')).not.toThrow();
  });
});
