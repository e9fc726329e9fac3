import { AVATAR_NAME_MAX_LENGTH, MESSAGES, nameTooLong } from '@persona/shared';
import { UserFacingError } from '../../lib/error-message';

/**
 * Spec section 5, Avatar rename: a new name is required, and it is submitted as typed (no capitalising, no
 * trimming). A name of spaces only counts as empty, a longer one than the server takes is refused in its words.
 */
export function avatarNameToSave(typed: string): string {
  if (typed.trim() === '') throw new UserFacingError(MESSAGES.avatarNameRequired);
  if (typed.trim().length > AVATAR_NAME_MAX_LENGTH) throw new UserFacingError(nameTooLong(AVATAR_NAME_MAX_LENGTH));
  return typed;
}
