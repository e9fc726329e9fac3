import { routes, type EndpointInput, type endpoints } from '@persona/shared';
import { callApi } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { GOOGLE_RETURN, googleReturnUrl } from '../../lib/session/google-return';

/**
 * The sign-in screens' identity calls (better-auth); none of them sends the session's token. They call by the route
 * table, so the signed-out screens load no schema.
 */

export const signInWithEmail = (email: string, password: string) =>
  callApi(routes.signInWithEmail, { body: { email, password }, token: null });

export const signUpWithEmail = (body: EndpointInput<typeof endpoints.signUpWithEmail>['body']) =>
  callApi(routes.signUpWithEmail, { body, token: null });

/** Always succeeds for a valid email (the server never says whether it is registered). */
export const requestPasswordReset = (email: string) =>
  callApi(routes.requestPasswordReset, { body: { email, redirectTo: PATHS.reset }, token: null });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(routes.resetPassword, { body: { token, newPassword }, token: null });

/** Starts Google sign-in: the answer's url is the provider's page to send the browser to. */
export const startGoogleSignIn = () =>
  callApi(routes.startSocialSignIn, {
    body: {
      provider: 'google',
      callbackURL: googleReturnUrl(GOOGLE_RETURN.success),
      errorCallbackURL: googleReturnUrl(GOOGLE_RETURN.failure),
    },
    token: null,
  });
