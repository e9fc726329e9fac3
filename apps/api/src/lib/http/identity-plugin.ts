import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Identity } from './caller';

/** Finds who a bearer token belongs to (the accounts feature provides it: sessions and records are its data). */
export type IdentityResolver = (token: string) => Promise<Identity | null>;

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * Resolves `request.identity` from the `Authorization: Bearer` session only: cookies are ignored on product
 * calls, so a cross-site request can never ride on a browser session.
 */
export const identityPlugin = fp<{ resolve: IdentityResolver }>(async (app: FastifyInstance, { resolve }) => {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.identity = await resolve(token);
  });
});
