import {
  authResultSchema,
  authStatusSchema,
  handoffResponseSchema,
  providerCallbackParamsSchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInLinkBodySchema,
  signInLinkQuerySchema,
  signInLinkResultSchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialSignInResultSchema,
  verifyEmailQuerySchema,
} from '../schemas/auth';
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
    response: authResultSchema,
  }),
  requestSignInLink: defineEndpoint({
    ...authRoutes.requestSignInLink,
    body: signInLinkBodySchema,
    response: authStatusSchema,
  }),
  signInWithLink: defineEndpoint({
    ...authRoutes.signInWithLink,
    query: signInLinkQuerySchema,
    response: signInLinkResultSchema,
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
