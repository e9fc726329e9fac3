import { LOCAL_KEYS } from '@persona/shared';
import { readStoredString, writeStoredString } from '../../lib/local-storage';

/** The most emails one browser keeps a device token for (the newest kept). */
const MAX_EMAILS = 10;

type Tokens = Record<string, string>;

function readAll(): Tokens {
  try {
    const parsed: unknown = JSON.parse(readStoredString(LOCAL_KEYS.deviceTokens) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Tokens) : {};
  } catch {
    return {};
  }
}

/**
 * This browser's device token for an email: given by the server at each sign-in and sent with the next, so the
 * server knows the browser as one the owner used (docs/decisions.md). Kept across sign-outs, per email.
 */
export const deviceTokenFor = (email: string): string | undefined => readAll()[email.toLowerCase()];

export function keepDeviceToken(email: string, token: string | undefined): void {
  if (!token) return;
  const key = email.toLowerCase();
  const { [key]: _previous, ...others } = readAll();
  const newest = Object.entries(others).slice(-(MAX_EMAILS - 1));
  writeStoredString(LOCAL_KEYS.deviceTokens, JSON.stringify({ ...Object.fromEntries(newest), [key]: token }));
}
