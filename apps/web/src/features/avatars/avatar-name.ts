import { MESSAGES } from '@persona/shared';
import { UserFacingError } from '../../lib/error-message';

/**
 * Spec section 5, Avatar rename: a new name is required, and it is submitted as typed (no capitalising, no
 * trimming). A name of spaces only counts as empty: the server would refuse it anyway.
 */
export function avatarNameToSave(typed: string): string {
  if (typed.trim() === '') throw new UserFacingError(MESSAGES.avatarNameRequired);
  return typed;
}
