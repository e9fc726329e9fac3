import { needsSecondStep, routes, type EndpointInput, type endpoints } from '@persona/shared';
import { callApi } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { GOOGLE_RETURN, googleReturnUrl } from '../../lib/session/google-return';
import { deviceTokenFor, keepDeviceToken } from './device-tokens';

/**
 * The sign-in screens' identity calls (better-auth); none of them sends the session's token. They call by the route
 * table, so the signed-out screens load no schema.
 */

/** Signs in with this browser's device token for the email, and keeps the fresh one the answer brings. */
export async function signInWithEmail(email: string, password: string) {
  const deviceToken = deviceTokenFor(email);
  const answer = await callApi(routes.signInWithEmail, { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, token: null });
  if (!needsSecondStep(answer)) keepDeviceToken(email, answer.deviceToken);
  return answer;
}

/** A sign-in's second step with a code of the authenticator app, or a recovery code; keeps the device token the answer brings. */
export async function signInWithSecondFactor(twoFactorToken: string, code: string, recovery: boolean) {
  const input = { body: { twoFactorToken, code }, token: null };
  const answer = recovery ? await callApi(routes.verifyRecoveryCode, input) : await callApi(routes.verifyTwoFactorCode, input);
  keepDeviceToken(answer.user.email, answer.deviceToken);
  return answer;
}

/** Always succeeds for a valid email (the server never says whether it is registered). */
export const requestSignInLink = (email: string) => callApi(routes.requestSignInLink, { body: { email }, token: null });

/** Trades a mailed link's token for a session (once), and keeps the device token the answer brings. */
export async function signInWithLink(linkToken: string) {
  const answer = await callApi(routes.signInWithLink, { query: { token: linkToken }, token: null });
  if (!needsSecondStep(answer)) keepDeviceToken(answer.user.email, answer.deviceToken);
  return answer;
}

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
