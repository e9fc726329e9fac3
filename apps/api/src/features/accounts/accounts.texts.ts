/** The refusal of a call naming an account that does not exist (or no longer does). */
export const ACCOUNT_NOT_FOUND = 'This account does not exist.';
