import { runWithAdapter } from '@better-auth/core/context';
import { router } from 'better-auth/api';
import type { Auth } from './auth';

/**
 * better-auth's `auth.handler` builds its whole router again on every request (every endpoint wrapped, every
 * route added) so that a base URL or trusted origins worked out per request can apply. The portal's are fixed
 * (createAuth: a string baseURL, a list of origins), so one router serves every request; the rebuild cost a
 * sign-in about a fifth of its time beside the argon2id verify (npm run bench).
 */
export async function createAuthHandler(auth: Auth): Promise<(request: Request) => Promise<Response>> {
  const context = await auth.$context;
  if (typeof auth.options.baseURL !== 'string' || !Array.isArray(auth.options.trustedOrigins)) {
    return (request) => auth.handler(request);
  }
  // $context is typed with createAuth's own options, the router with better-auth's general ones.
  const { handler } = router(context as unknown as Parameters<typeof router>[0], auth.options);
  return async (request) => await runWithAdapter(context.adapter, () => handler(request));
}
