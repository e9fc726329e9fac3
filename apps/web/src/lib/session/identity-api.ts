import { routes } from '@persona/shared';
import { callApi } from '../api-client';

/** The session's own identity calls, by the route table (no schema); the sign-in screens' ones are in features/auth. */

/** Revokes the session's token on the server. */
export const revokeSession = () => callApi(routes.signOut);

/** After Google: trades the session cookie the redirect left for the bearer token the SPA uses. */
export const exchangeGoogleSession = () => callApi(routes.handOffSession, { token: null });
