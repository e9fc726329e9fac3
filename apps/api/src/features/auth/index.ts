/** What other features use of the identity layer. */
export { endSessions, isEmailVerified } from './auth.queries';
