import type { ErrorCode } from '../errors';
import type { Access, EndpointDefinition, EndpointOf } from './endpoint';

/**
 * The one derivation of the error codes an endpoint may answer, from its declaration: the API reference, the API
 * suite's check of every answer and the web app's `isApiError` all read it.
 */

/** Any route may answer these: a dependency briefly away (database, file store) and a fault of the server's own. */
export const ALWAYS_POSSIBLE_ERRORS = ['UNAVAILABLE', 'INTERNAL'] as const;

/** What the access check answers a caller below the endpoint's level, each level adding to the one before it. */
export const ACCESS_ERRORS = {
  public: [],
  session: ['UNAUTHENTICATED'],
  user: ['UNAUTHENTICATED', 'PROFILE_MISSING'],
  active: ['UNAUTHENTICATED', 'PROFILE_MISSING', 'ACCOUNT_INACTIVE'],
  admin: ['UNAUTHENTICATED', 'PROFILE_MISSING', 'ADMINS_ONLY'],
} as const satisfies Record<Access, readonly ErrorCode[]>;

/** What an endpoint past 'session' answers a member whose account requires two-factor sign-in before theirs is on. */
export const SECOND_FACTOR_ERRORS = ['TWO_FACTOR_REQUIRED'] as const;
const asksSecondFactor = (endpoint: Pick<EndpointDefinition, 'access' | 'beforeTwoFactor'>) =>
  endpoint.access !== 'public' && endpoint.access !== 'session' && !endpoint.beforeTwoFactor;

/** What an endpoint that needs a membership answers an account without it. */
export const MEMBERSHIP_ERRORS = ['MEMBERSHIP_REQUIRED'] as const;

/** What an endpoint for the account's owner answers its other members. */
export const ROLE_ERRORS = ['OWNER_ONLY'] as const;

/**
 * What an endpoint with input (params, query, body or an upload) answers input its schemas refuse; a write without
 * a declared body still reads one sent (malformed JSON, a NUL character) and answers the same.
 */
export const INPUT_ERRORS = ['BAD_REQUEST'] as const;

/**
 * What a route's ownership rule answers a caller it refuses: an account the caller may not use (account), a record
 * that is missing or another account's (record, which reveals nothing), an input that names someone else (identity). The rule is the API's (its routes file), so
 * only the API adds these; a screen that tells such a refusal apart needs the route to list the code itself.
 */
export const OWNERSHIP_ERRORS = {
  account: ['NOT_YOUR_ACCOUNT'],
  record: ['NOT_FOUND'],
  identity: ['FORBIDDEN'],
  self: [],
} as const satisfies Record<string, readonly ErrorCode[]>;

export type OwnershipKind = keyof typeof OWNERSHIP_ERRORS;

type Declaration = Pick<EndpointDefinition, 'method' | 'access' | 'beforeTwoFactor' | 'membership' | 'role' | 'errors' | 'params' | 'query' | 'body' | 'upload'>;

const takesInput = (endpoint: Declaration) => endpoint.method !== 'GET' || Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.upload);

/** Every error code the endpoint may answer: the ones its declaration implies, then its own `errors`. */
export function endpointErrors(endpoint: Declaration, owner: readonly OwnershipKind[] = []): ErrorCode[] {
  return [
    ...new Set<ErrorCode>([
      ...(takesInput(endpoint) ? INPUT_ERRORS : []),
      ...ACCESS_ERRORS[endpoint.access],
      ...(asksSecondFactor(endpoint) ? SECOND_FACTOR_ERRORS : []),
      ...(endpoint.membership ? MEMBERSHIP_ERRORS : []),
      ...(endpoint.role ? ROLE_ERRORS : []),
      ...owner.flatMap((kind) => OWNERSHIP_ERRORS[kind]),
      ...(endpoint.errors ?? []),
      ...ALWAYS_POSSIBLE_ERRORS,
    ]),
  ];
}

type Codes<List> = List extends readonly (infer Code extends ErrorCode)[] ? Code : never;

type TakesInput<E> = E extends { method: 'GET' } ? (E extends { params: object } | { query: object } | { upload: true } ? true : false) : true;

/**
 * The codes a route (or endpoint) may answer, as a type: what endpointErrors gives it without an ownership rule
 * (which the route table does not hold). `isApiError` on the web takes only these.
 */
export type RouteErrorCode<R> = EndpointOf<R> extends infer E extends EndpointDefinition
  ?
      | Codes<typeof ALWAYS_POSSIBLE_ERRORS>
      | Codes<(typeof ACCESS_ERRORS)[E['access']]>
      | (E['access'] extends 'public' | 'session' ? never : E extends { beforeTwoFactor: true } ? never : Codes<typeof SECOND_FACTOR_ERRORS>)
      | (E extends { membership: string } ? Codes<typeof MEMBERSHIP_ERRORS> : never)
      | (E extends { role: string } ? Codes<typeof ROLE_ERRORS> : never)
      | (TakesInput<E> extends true ? Codes<typeof INPUT_ERRORS> : never)
      | (E extends { errors: infer List } ? Codes<List> : never)
  : never;
