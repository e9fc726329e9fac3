/**
 * A sign-in that needs its second step: no session yet, only the token of the pending step. Zod-free (the schema is
 * twoFactorChallengeSchema), so the sign-in screens tell the two answers apart without downloading a schema.
 */
export interface TwoFactorChallenge {
  twoFactorRedirect: true;
  twoFactorToken: string;
  twoFactorMethods: string[];
}

/** Whether a sign-in's answer asks for the second step instead of giving a session. */
export const needsSecondStep = <A extends object>(answer: A | TwoFactorChallenge): answer is TwoFactorChallenge =>
  'twoFactorRedirect' in answer && answer.twoFactorRedirect === true;
/** The session of a sign-in that needed no second step (callers that cannot give a code: scripts, set-up). */
export function signedInSession<A extends { token: string }>(answer: A | TwoFactorChallenge): A {
  if (needsSecondStep(answer)) throw new Error('This sign-in needs its second step (a two-factor code).');
  return answer;
}
