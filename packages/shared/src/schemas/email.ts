import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation';

/** An email as the API accepts it: the shared EMAIL_PATTERN (as isValidEmail checks it), stored lowercased. */
export const emailSchema = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, 'Please enter a valid email.')
  .transform((value) => value.toLowerCase());
