import { LOCAL_KEYS, ONBOARDING_STEP_COUNT } from '@persona/shared';
import { readStoredString, writeStoredString } from '../../lib/local-storage';

/**
 * The onboarding progress (spec section 3: 0 to 4, saved locally as onboardingProgress), one number per account:
 * the key holds a JSON map `{ "<accountId>": n }`, so another account signed in on this browser starts at 0.
 * The session forgets the key on sign-out.
 */

/** A whole number of steps done, 0 to 4; anything else counts as 0. */
export function clampProgress(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(ONBOARDING_STEP_COUNT, Math.max(0, Math.floor(value)));
}

function parseMap(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The account's progress in the stored value (0 when missing or unreadable). */
export function progressIn(raw: string | null, accountId: string): number {
  const map = parseMap(raw);
  return Object.hasOwn(map, accountId) ? clampProgress(map[accountId]) : 0;
}

/** The stored value with the account's progress replaced (other accounts' entries kept, unreadable ones dropped). */
export function withProgress(raw: string | null, accountId: string, progress: number): string {
  const kept = Object.entries(parseMap(raw)).filter(([id, value]) => id !== accountId && typeof value === 'number');
  return JSON.stringify({ ...Object.fromEntries(kept), [accountId]: clampProgress(progress) });
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: this tab's writes, and other tabs' (the storage event). */
export function subscribeProgress(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.onboardingProgress) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function readProgress(accountId: string): number {
  return progressIn(readStoredString(LOCAL_KEYS.onboardingProgress), accountId);
}

export function writeProgress(accountId: string, progress: number): void {
  writeStoredString(LOCAL_KEYS.onboardingProgress, withProgress(readStoredString(LOCAL_KEYS.onboardingProgress), accountId, progress));
  listeners.forEach((listener) => listener());
}
