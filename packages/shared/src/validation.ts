// The validation rules screens and API share. Zod-free on purpose: the signed-out login page checks an email
// without loading any schema; the API's emailSchema (schemas/email.ts) applies the same EMAIL_PATTERN.

/** Spec section 5: letters, digits and . _ % + - then @, a domain, a dot and a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Password rule of the identity layer (better-auth enforces the same bounds on the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Capitalises each word: "acme corp" -> "Acme Corp". */
export const capitalizeWords = (value: string): string =>
  value.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

/** A person as the portal shows them: "olivia owner" -> "Olivia Owner" (names are stored as typed). */
export const personName = (name: string, lastname = ''): string => capitalizeWords(`${name} ${lastname}`.trim());
