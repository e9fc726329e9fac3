/** What other features use of the identity layer. */
export { isEmailVerified } from './auth.queries';
export { deleteIdentities, endSessionsOf } from './identity-records';
