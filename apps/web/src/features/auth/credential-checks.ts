import { isValidEmail, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@persona/shared';
import { UserFacingError } from '../../lib/error-message';
import { AUTH_TEXTS } from '../../lib/ui-texts';

/** The email as the portal stores it (spec section 5: lowercased), or the 'Please enter a valid email.' error. */
export function requireValidEmail(email: string): string {
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) throw new UserFacingError(MESSAGES.invalidEmail);
  return trimmed.toLowerCase();
}

/** A new password must be repeated exactly and respect the identity layer's length bounds. */
export function requireNewPassword(password: string, repeat: string): void {
  if (password !== repeat) throw new UserFacingError(MESSAGES.passwordsDoNotMatch);
  if (password.length < PASSWORD_MIN_LENGTH) throw new UserFacingError(AUTH_TEXTS.passwordTooShort(PASSWORD_MIN_LENGTH));
  if (password.length > PASSWORD_MAX_LENGTH) throw new UserFacingError(AUTH_TEXTS.passwordTooLong(PASSWORD_MAX_LENGTH));
}
