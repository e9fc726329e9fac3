/** What other features use of the identity layer. */
export { isEmailVerified } from './auth.queries';
