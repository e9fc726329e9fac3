import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { hashPassword, passwordHasher, verifyPassword } from './password-hash';

const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('password hashing', () => {
  it('stores argon2id with its parameters and a random salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith(OWASP_PREFIX)).toBe(true);
    expect(hash).not.toContain('correct horse');
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'wrong horse battery' })).toBe(false);
  });

  it('refuses a hash it does not understand', async () => {
    expect(await verifyPassword({ hash: 'bcrypt$whatever', password: 'x' })).toBe(false);
  });

  it("hashes with OWASP's profile unless configured, and takes the test suite's cheap one only under NODE_ENV=test", async () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const { PASSWORD_HASH_PROFILE } = loadConfig({ NODE_ENV });
      expect(PASSWORD_HASH_PROFILE).toBe('owasp');
      expect((await passwordHasher(PASSWORD_HASH_PROFILE)('correct horse battery')).startsWith(OWASP_PREFIX)).toBe(true);
    }
    expect(() => loadConfig({ PASSWORD_HASH_PROFILE: 'test-only' })).toThrow(/PASSWORD_HASH_PROFILE: may be test-only under NODE_ENV=test alone/);
    expect(() => loadConfig({ NODE_ENV: 'development', PASSWORD_HASH_PROFILE: 'test-only' })).toThrow(/PASSWORD_HASH_PROFILE/);

    const cheap = await passwordHasher(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test-only' }).PASSWORD_HASH_PROFILE)('correct horse battery');
    expect(cheap.startsWith('$argon2id$v=19$m=8,t=1,p=1$')).toBe(true);
    // Either profile verifies the other's hashes: the stored string carries its parameters.
    expect(await verifyPassword({ hash: cheap, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'wrong horse battery' })).toBe(false);
  });
});
