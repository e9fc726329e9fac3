import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config';

export const GOOGLE_PROVIDER_ID = 'google';

/** Google sign-in over OpenID Connect; the issuer is configurable so tests can use a mock provider. */
export function googleProvider(config: Config): GenericOAuthConfig | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    providerId: GOOGLE_PROVIDER_ID,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    mapProfileToUser: (profile) => ({
      email: String(profile.email ?? '').toLowerCase(),
      name: String(profile.given_name ?? profile.name ?? ''),
      lastname: String(profile.family_name ?? ''),
    }),
  };
}
