import type { ErrorCode } from '@persona/shared';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@persona/shared';
import { loadOnce } from '../../lib/load-once';

/** How many of the most used passwords are refused (zxcvbn-ts's common list is ranked by frequency). */
export const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most commonly used ones and easy to guess. Please choose another.';
export const PASSWORD_MATCHES_EMAIL_MESSAGE = 'Your password must not be your email address. Please choose another.';

export const PASSWORD_PROBLEM_CODES = ['PASSWORD_TOO_COMMON', 'PASSWORD_MATCHES_EMAIL'] as const satisfies readonly ErrorCode[];
export type PasswordProblem = { code: (typeof PASSWORD_PROBLEM_CODES)[number]; message: string };

/** Passwords are compared and hashed in Unicode NFC, so the same characters typed on any device match. */
export const normalizePassword = (password: string): string => password.normalize('NFC');

const comparable = (value: string) => normalizePassword(value).toLowerCase();

/** The refused list (read-only data, the same for every app of the process), made when a first password is set. */
const commonPasswords = loadOnce(async (): Promise<ReadonlySet<string>> => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map(comparable));
});

/**
 * What is wrong with a new password, or null. Length is better-auth's rule (its message comes first); here:
 * one of the 10,000 most common passwords, or the account's own email or the part before its @ (any case).
 */
export async function passwordProblem(password: unknown, email?: unknown): Promise<PasswordProblem | null> {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return null;
  const candidate = comparable(password);
  if (typeof email === 'string' && email !== '') {
    const address = comparable(email.trim());
    const localPart = address.split('@')[0]!;
    if (candidate === address || candidate === localPart) return { code: 'PASSWORD_MATCHES_EMAIL', message: PASSWORD_MATCHES_EMAIL_MESSAGE };
  }
  if ((await commonPasswords()).has(candidate)) return { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON_MESSAGE };
  return null;
}
