import { z } from 'zod';
import {
  authResultSchema,
  authStatusSchema,
  confirmTwoFactorBodySchema,
  recoveryCodesSchema,
  renewedSessionSchema,
  signInLinkAnswerSchema,
  signInResultSchema,
  twoFactorCodeStepBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorPasswordBodySchema,
  twoFactorRecoveryStepBodySchema,
  twoFactorStatusSchema,
  userSessionListSchema,
  handoffResponseSchema,
  providerCallbackParamsSchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInLinkBodySchema,
  signInLinkQuerySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialSignInResultSchema,
  verifyEmailQuerySchema,
} from '../schemas/auth';
import { accountIdParamsSchema, accountSchema, accountSecurityBodySchema, adminUserSchema } from '../schemas/accounts';
import { idParamsSchema } from '../schemas/companies';
import { authRoutes } from './auth.route-table';
import { defineEndpoint } from './endpoint';

/** The identity calls: their routes (auth.route-table.ts) with their schemas. */
export const authEndpoints = {
  signUpWithEmail: defineEndpoint({
    ...authRoutes.signUpWithEmail,
    body: signUpBodySchema,
    response: authResultSchema,
  }),
  signInWithEmail: defineEndpoint({
    ...authRoutes.signInWithEmail,
    body: signInBodySchema,
    response: signInResultSchema,
  }),
  verifyTwoFactorCode: defineEndpoint({
    ...authRoutes.verifyTwoFactorCode,
    body: twoFactorCodeStepBodySchema,
    response: authResultSchema,
  }),
  verifyRecoveryCode: defineEndpoint({
    ...authRoutes.verifyRecoveryCode,
    body: twoFactorRecoveryStepBodySchema,
    response: authResultSchema,
  }),
  enableTwoFactor: defineEndpoint({
    ...authRoutes.enableTwoFactor,
    body: twoFactorPasswordBodySchema,
    response: twoFactorEnrolmentSchema,
  }),
  confirmTwoFactor: defineEndpoint({
    ...authRoutes.confirmTwoFactor,
    body: confirmTwoFactorBodySchema,
    response: renewedSessionSchema,
  }),
  disableTwoFactor: defineEndpoint({
    ...authRoutes.disableTwoFactor,
    body: twoFactorPasswordBodySchema,
    response: renewedSessionSchema,
  }),
  regenerateRecoveryCodes: defineEndpoint({
    ...authRoutes.regenerateRecoveryCodes,
    body: twoFactorPasswordBodySchema,
    response: recoveryCodesSchema,
  }),
  getTwoFactorStatus: defineEndpoint({
    ...authRoutes.getTwoFactorStatus,
    response: twoFactorStatusSchema,
  }),
  listSessions: defineEndpoint({
    ...authRoutes.listSessions,
    response: userSessionListSchema,
  }),
  endSession: defineEndpoint({
    ...authRoutes.endSession,
    params: idParamsSchema,
  }),
  setAccountSecurity: defineEndpoint({
    ...authRoutes.setAccountSecurity,
    params: accountIdParamsSchema,
    body: accountSecurityBodySchema,
    response: accountSchema,
  }),
  listUsers: defineEndpoint({
    ...authRoutes.listUsers,
    response: z.array(adminUserSchema),
  }),
  resetTwoFactor: defineEndpoint({
    ...authRoutes.resetTwoFactor,
    params: idParamsSchema,
    response: twoFactorStatusSchema,
  }),
  requestSignInLink: defineEndpoint({
    ...authRoutes.requestSignInLink,
    body: signInLinkBodySchema,
    response: authStatusSchema,
  }),
  signInWithLink: defineEndpoint({
    ...authRoutes.signInWithLink,
    query: signInLinkQuerySchema,
    response: signInLinkAnswerSchema,
  }),
  signOut: defineEndpoint({
    ...authRoutes.signOut,
    response: authStatusSchema,
  }),
  requestPasswordReset: defineEndpoint({
    ...authRoutes.requestPasswordReset,
    body: requestResetBodySchema,
    response: authStatusSchema,
  }),
  resetPassword: defineEndpoint({
    ...authRoutes.resetPassword,
    body: resetPasswordBodySchema,
    response: authStatusSchema,
  }),
  verifyEmail: defineEndpoint({
    ...authRoutes.verifyEmail,
    query: verifyEmailQuerySchema,
  }),
  startSocialSignIn: defineEndpoint({
    ...authRoutes.startSocialSignIn,
    body: socialSignInBodySchema,
    response: socialSignInResultSchema,
  }),
  providerCallback: defineEndpoint({
    ...authRoutes.providerCallback,
    params: providerCallbackParamsSchema,
  }),
  handOffSession: defineEndpoint({
    ...authRoutes.handOffSession,
    response: handoffResponseSchema,
  }),
};
