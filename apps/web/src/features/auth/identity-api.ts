import { endpoints, type EndpointInput } from '@persona/shared';
import { callApi } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { GOOGLE_RETURN, googleReturnUrl } from '../../lib/session/google-return';

/** The sign-in screens' identity calls (better-auth); none of them sends the session's token. */

export const signInWithEmail = (email: string, password: string) =>
  callApi(endpoints.signInWithEmail, { body: { email, password }, token: null });

export const signUpWithEmail = (body: EndpointInput<typeof endpoints.signUpWithEmail>['body']) =>
  callApi(endpoints.signUpWithEmail, { body, token: null });

/** Always succeeds for a valid email (the server never says whether it is registered). */
export const requestPasswordReset = (email: string) =>
  callApi(endpoints.requestPasswordReset, { body: { email, redirectTo: PATHS.reset }, token: null });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(endpoints.resetPassword, { body: { token, newPassword }, token: null });

/** Starts Google sign-in: the answer's url is the provider's page to send the browser to. */
export const startGoogleSignIn = () =>
  callApi(endpoints.startSocialSignIn, {
    body: {
      provider: 'google',
      callbackURL: googleReturnUrl(GOOGLE_RETURN.success),
      errorCallbackURL: googleReturnUrl(GOOGLE_RETURN.failure),
    },
    token: null,
  });
