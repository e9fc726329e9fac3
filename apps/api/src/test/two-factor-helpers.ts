import { endpoints } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { URI, type TOTP } from 'otpauth';
import { PASSWORD } from './auth-helpers';
import { callOk } from './call';

/** The current code of the authenticator app set up with this otpauth:// URI. */
export const totpCode = (totpURI: string): string => (URI.parse(totpURI) as TOTP).generate();

/** Enrols the caller in two-factor sign-in and confirms it with a code: the new bearer token, the URI and the recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, token: string, password = PASSWORD) {
  const { totpURI, backupCodes } = await callOk(app, endpoints.enableTwoFactor, { body: { password }, token });
  const renewed = await callOk(app, endpoints.confirmTwoFactor, { body: { code: totpCode(totpURI) }, token });
  return { token: renewed.token, totpURI, backupCodes };
}
