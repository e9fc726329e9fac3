import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findMember } from '../features/accounts/accounts.queries';
import type { AccountRow, UserRow } from '../features/accounts/accounts.mappers';

/** Who is calling: the signed-in identity and, once created, its product User and Account rows. */
export interface Identity {
  id: string;
  email: string;
  name: string;
  lastname: string;
  user: UserRow | null;
  account: AccountRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * Resolves `request.identity` from the `Authorization: Bearer` session only: cookies are ignored on product
 * calls, so a cross-site request can never ride on a browser session.
 */
export const identityPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await app.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    if (!session) return;
    const member = await findMember(app.database.db, session.user.id);
    request.identity = {
      id: session.user.id,
      email: session.user.email.toLowerCase(),
      name: session.user.name,
      lastname: (session.user as { lastname?: string | null }).lastname ?? '',
      user: member?.user ?? null,
      account: member?.account ?? null,
    };
  });
});
