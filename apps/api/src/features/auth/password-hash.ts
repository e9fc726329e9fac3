import { loadOnce } from '../../lib/load-once';
import { normalizePassword } from './password-policy';

/** The argon2 binding (a native module) loads with the first password hashed or checked. */
const argon2 = loadOnce(() => import('@node-rs/argon2'));

/** Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/**
 * The argon2id costs a portal may hash with: OWASP's minimum profile (19 MiB, 2 passes, 1 lane), and for the
 * test suite only (config.ts refuses it outside NODE_ENV=test) argon2id's smallest, since every test file signs
 * people up again. The PHC string keeps the parameters, so either verifies the other's hashes.
 */
export const PASSWORD_HASH_PROFILES = {
  owasp: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  'test-only': { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashProfile = keyof typeof PASSWORD_HASH_PROFILES;

/** Hashes the password in Unicode NFC, so the same characters typed on another device (NFD) match. */
export const passwordHasher =
  (profile: PasswordHashProfile) =>
  async (password: string): Promise<string> =>
    (await argon2()).hash(normalizePassword(password), PASSWORD_HASH_PROFILES[profile]);

export const hashPassword = passwordHasher('owasp');

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  const { verify } = await argon2();
  const normalized = normalizePassword(password);
  if (await verify(stored, normalized).catch(() => false)) return true;
  // A hash stored before passwords were normalised matches the characters exactly as they were typed then.
  return normalized !== password && verify(stored, password).catch(() => false);
}
