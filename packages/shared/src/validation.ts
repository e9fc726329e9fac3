// The validation rules screens and API share. Zod-free on purpose: the signed-out login page checks an email
// without loading any schema; the API's emailSchema (schemas/email.ts) applies the same EMAIL_PATTERN.

/**
 * The emails the portal takes: those of the spec's format (section 5: letters, digits and . _ % + - then @, a
 * domain, a dot and a TLD of 2+ letters) that the identity layer also takes. better-auth checks every email with
 * zod's z.email(), which refuses % in the local part, a dot at either end of it or twice in a row, and a domain
 * label starting with a hyphen or a dot: the form refuses those with the spec's 'Please enter a valid email.'
 * rather than let sign-up answer with better-auth's raw message (validation.test.ts checks both rules at once).
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_+-]+\.)*[A-Za-z0-9_+-]+@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Password rule of the identity layer (better-auth enforces the same bounds on the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Words a title keeps as typed unless one starts it: "Head of Sales", "Ludwig van Beethoven". */
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'at', 'by', 'a', 'an', 'or', 'de', 'van', 'von']);

/**
 * Capitalises a name for display: "acme corp" -> "Acme Corp". Only a word that starts lowercase changes, so
 * "CFO", "B2B" and "mcDonald" -> "McDonald" keep their capitals; small words after the first stay as typed.
 */
export const capitalizeWords = (value: string): string =>
  value.replace(/(^|\s)(\S+)/gu, (_match, space: string, word: string, offset: number) => {
    const first = offset === 0 || value.slice(0, offset).trim() === '';
    if (!first && SMALL_WORDS.has(word)) return space + word;
    return space + word.charAt(0).toUpperCase() + word.slice(1);
  });

/** A person as the portal shows them: "olivia owner" -> "Olivia Owner" (names are stored as typed). */
export const personName = (name: string, lastname = ''): string => capitalizeWords(`${name} ${lastname}`.trim());
