import { PATHS } from '../paths';

/** Where the browser lands after Google: the portal root, marked so the session knows to pick it up. */
export const GOOGLE_RETURN = { param: 'auth', success: 'google', failure: 'google-error' } as const;

/** The address Google sends the browser back to, marked with how the sign-in went. */
export const googleReturnUrl = (outcome: typeof GOOGLE_RETURN.success | typeof GOOGLE_RETURN.failure) =>
  `${PATHS.home}?${GOOGLE_RETURN.param}=${outcome}`;
