/** Reads a boolean saved as 'true'/'false'; anything else (or no storage) gives the fallback. */
export function readStoredBoolean(key: string, fallback: boolean): boolean {
  const value = readStoredString(key);
  return value === null ? fallback : value === 'true';
}

export function writeStoredBoolean(key: string, value: boolean): void {
  writeStoredString(key, String(value));
}

/** The saved string, or null when there is none (or no storage at all, as in private mode or Node). */
export function readStoredString(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves the value, or removes the key for null. */
export function writeStoredString(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the value just isn't kept
  }
}
