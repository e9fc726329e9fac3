import { UserFacingError } from '../error-message';

/** The user record could not be fetched after every retry; shown as the 'Oops!' warning. */
export class UserLookupError extends UserFacingError {}
