/** Characters a stored key never holds: controls, backslashes and percent signs (an encoded "/" or ".."). */
const forbidden = (text: string) => [...text].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\' || c === '%');

/**
 * A storage key a client sent back, in its one canonical form, or null when it is not one: keys are compared
 * exactly (never by prefix), so anything that could name the same object two ways is refused instead of being
 * repaired: "..", "." and empty segments ("//"), a leading or trailing "/", backslashes, percent escapes and
 * control characters. Unicode is taken in NFC.
 */
export function normaliseStorageKey(key: string): string | null {
  const normalised = key.normalize('NFC');
  if (normalised === '' || normalised.length > 1024 || forbidden(normalised)) return null;
  const segments = normalised.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return normalised;
}
