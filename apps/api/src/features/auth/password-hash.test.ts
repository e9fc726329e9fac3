import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores argon2id with its parameters and a random salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(hash).not.toContain('correct horse');
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'wrong horse battery' })).toBe(false);
  });

  it('refuses a hash it does not understand', async () => {
    expect(await verifyPassword({ hash: 'bcrypt$whatever', password: 'x' })).toBe(false);
  });
});
