import {
  API_PREFIX,
  endpointErrors,
  operationIdOf,
  type Access,
  type EndpointDefinition,
  type EndpointParsed,
  type EndpointReply,
  type ErrorCode,
} from '@persona/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '../errors';
import { NO_PROFILE, NOT_SIGNED_IN } from './access';
import { isMember, type Identity, type Member } from './caller';
import { checkOwnership, rulesOf, summarize, type OwnershipRules, type OwnerSummary } from './ownership';
import { createAnswerCache, prepareAnswer, sendPrepared } from './prepared-answer';
import { routeSchema } from './route-schema';

export type { Owned, Ownership, SelfClaim } from './ownership';

/** The caller a handler receives, typed by the endpoint's access level (proven by checkAccess before it runs). */
export type CallerFor<A extends Access> = A extends 'public' ? Identity | null : A extends 'session' ? Identity : Member;

export type HandlerContext<E extends EndpointDefinition, R> = EndpointParsed<E> & {
  caller: CallerFor<E['access']>;
  /** The record an ownership rule of kind `record` loaded (undefined otherwise). */
  record: R;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Public and admin routes reach the whole site; every other level must say how it scopes to the caller. */
type OwnershipOption<E extends EndpointDefinition, R> = E['access'] extends 'public' | 'admin'
  ? { owner?: OwnershipRules<E, R> }
  : { owner: OwnershipRules<E, R> };

export type RouteSpec<E extends EndpointDefinition, R> = OwnershipOption<E, R> & {
  /** Answers the endpoint's response (sent with its status), or the reply itself for pages, files and relays. */
  handler: (context: HandlerContext<E, R>) => Promise<EndpointReply<E> | FastifyReply>;
  /** Fastify options beyond the contract (body limits, validation left to a relayed service, a quieter log). */
  fastify?: Pick<RouteShorthandOptions, 'attachValidation' | 'bodyLimit' | 'logLevel'>;
  /**
   * A large answer (a list): written with JSON.stringify as the handler built it, instead of zod re-validating
   * every row (the handler's types are the check; the API reference entry is the same). Measured at 5,000
   * avatars, JSON.stringify took 11 ms, zod 13–18 ms and a fast-json-stringify serializer 41–88 ms. With `etag`,
   * it carries a weak ETag of its bytes and `Cache-Control: private, no-cache`, and a repeat with that
   * If-None-Match is answered 304. With `cache`, the answer (serialised and compressed) is kept per key while
   * its version stands, and the handler only runs when the version has moved (lib/http/prepared-answer.ts).
   */
  large?: { etag?: boolean; cache?: LargeAnswerCache<E> };
  /**
   * A write that changes nothing a caller's identity holds (session, user, account flags and membership): the
   * text says why. The callers' cached identities are then kept (lib/http/identity-plugin.ts); every other
   * write forgets them. An order, for one, changes only the credits, which no access check reads.
   */
  keepsIdentity?: string;
};

/** Which cached answer a request reads, and the version (from the database) it must have to be reused. */
export interface LargeAnswerCache<E extends EndpointDefinition> {
  key: (input: EndpointParsed<E>) => string;
  version: (input: EndpointParsed<E>) => Promise<string>;
}

export interface RouteConfig {
  endpoint: EndpointDefinition;
  keepsIdentity: boolean;
  /** Its ownership rules as data, in order (what the access matrix test derives its expectations from). */
  owner: readonly OwnerSummary[];
  /** Every error code the route may answer (endpointErrors): its API reference lists them, the API suite holds it to them. */
  errors: readonly ErrorCode[];
}

const CALLERS: { [A in Access]: (identity: Identity | null) => CallerFor<A> } = {
  public: (identity) => identity,
  session: (identity) => {
    if (!identity) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
    return identity;
  },
  user: memberOnly,
  active: memberOnly,
  admin: memberOnly,
};

function memberOnly(identity: Identity | null): Member {
  if (!isMember(identity)) throw new AppError('PROFILE_MISSING', NO_PROFILE);
  return identity;
}

/**
 * Registers one catalogue endpoint in an /api scope: its path, schemas, access, ownership and API reference
 * entry all come from the endpoint and this spec. The scope's guard (registerAccessGuard) enforces the access.
 */
export function route<const E extends EndpointDefinition, R = undefined>(scope: FastifyInstance, endpoint: E, spec: RouteSpec<E, R>): void {
  const owner: OwnershipRules<E, R> | undefined = spec.owner;
  if (!owner && endpoint.access !== 'public' && endpoint.access !== 'admin') {
    throw new Error(`${endpoint.method} ${endpoint.path} must state how it scopes to the caller (owner).`);
  }
  const rules = rulesOf(owner).map(summarize);
  const errors = endpointErrors(endpoint, rules.map((rule) => rule.kind));
  const config: RouteConfig = { endpoint, keepsIdentity: spec.keepsIdentity !== undefined, owner: rules, errors };
  const large = spec.large;
  const answers = large?.cache ? createAnswerCache() : null;
  scope.route({
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    config,
    schema: routeSchema(endpoint, operationIdOf(endpoint), errors),
    ...spec.fastify,
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as EndpointParsed<E>;
      // TypeScript cannot narrow a generic index into CALLERS; each entry is typed by its own access level.
      const caller = CALLERS[endpoint.access](request.identity) as CallerFor<E['access']>;
      const record = (await checkOwnership(owner, input, request.identity)) as R;
      const run = () => spec.handler({ ...input, caller, record, request, reply });
      if (large) {
        const answer = large.cache && answers ? await answers(large.cache.key(input), await large.cache.version(input), run) : prepareAnswer(await run());
        return sendPrepared(request, reply, endpoint.status, answer, large.etag ?? false);
      }
      const result = await run();
      // A handler that answered itself returns the reply, a thenable that awaiting unwraps: look at reply.sent.
      if (reply.sent) return reply;
      return endpoint.status === 204 ? reply.status(204).send() : reply.status(endpoint.status).send(result);
    },
  });
}
