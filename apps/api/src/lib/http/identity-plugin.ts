import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentityCache, type IdentityCacheHandle } from '../identity-cache';
import type { Identity } from './caller';
import type { RouteConfig } from './route';

/** Finds who a bearer token belongs to (the accounts feature provides it: sessions and records are its data). */
export type IdentityResolver = (token: string) => Promise<Identity | null>;

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves `request.identity` from the `Authorization: Bearer` session only: cookies are ignored on product
 * calls, so a cross-site request can never ride on a browser session.
 *
 * Identities are reused for a few seconds (lib/identity-cache). What a write may have changed is forgotten
 * before its answer leaves: a write by a caller forgets that caller's user and account (sign-out, password
 * change, orders' credits, onboarding, joining an account...); a successful write without a caller (password
 * reset) forgets everyone. Changes to other accounts (admin routes, payment events)
 * clear them through `app.identityCache` themselves. A route declared `keepsIdentity` (lib/http/route.ts) changes none of it.
 */
export const identityPlugin = fp<{ resolve: IdentityResolver; cacheTtlMs?: number }>(async (app: FastifyInstance, { resolve, cacheTtlMs }) => {
  const cache = await createIdentityCache({ config: app.config, database: app.database, log: app.log, ttlMs: cacheTtlMs });
  app.decorate('identityCache', cache);
  app.addHook('onClose', async () => cache.close());
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    // A route whose caller proves itself with a token of the configuration (metrics) takes no session: its bearer
    // is never looked up as one, so it answers while the database does not.
    if ((request.routeOptions.config as Partial<RouteConfig>).endpoint?.configToken) return;
    const token = bearerToken(request);
    if (token) request.identity = await cache.get(token, () => resolve(token));
  });
  const forget = async (request: FastifyRequest, reply: FastifyReply) => {
    const { identity } = request;
    if (identity) {
      await cache.clear({ userId: identity.id });
      if (identity.account) await cache.clear({ accountId: identity.account.id });
    } else if (reply.statusCode < 400) await cache.clear({ all: true });
  };
  // A callback hook: reads (nearly every answer) pass without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READS.has(request.method) || (request.routeOptions.config as Partial<RouteConfig>).keepsIdentity) return done(null, payload);
    forget(request, reply).then(() => done(null, payload), done);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    identityCache: IdentityCacheHandle;
  }
}
