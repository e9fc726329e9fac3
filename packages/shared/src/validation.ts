import { z } from 'zod';

/** Spec section 5: letters, digits and . _ % + - then @, a domain, a dot and a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const emailSchema = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, 'Please enter a valid email.')
  .transform((value) => value.toLowerCase());

/** Capitalises each word: "acme corp" -> "Acme Corp". */
export const capitalizeWords = (value: string): string =>
  value.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

/** A person as the portal shows them: "olivia owner" -> "Olivia Owner" (names are stored as typed). */
export const personName = (name: string, lastname = ''): string => capitalizeWords(`${name} ${lastname}`.trim());
