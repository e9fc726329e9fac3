/** What the auth feature shares: creating an identity and the password rules (the Join screen signs people up too). */
export { requireNewPassword } from './credential-checks';
export { signUpWithEmail } from './identity-api';
