import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from './password-policy';

/** Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane); the PHC string keeps the parameters. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes the password in Unicode NFC, so the same characters typed on another device (NFD) match. */
export const hashPassword = (password: string): Promise<string> => hash(normalizePassword(password), OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  const normalized = normalizePassword(password);
  if (await verify(stored, normalized).catch(() => false)) return true;
  // A hash stored before passwords were normalised matches the characters exactly as they were typed then.
  return normalized !== password && verify(stored, password).catch(() => false);
}
