import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { MembershipGate } from '../memberships';

export const API_PREFIX = '/api';

/**
 * Who may call an endpoint, each level including the checks of the one before it:
 * public (anyone), session (signed in), user (with a product User record), active (an activated account,
 * site admins always pass), admin (site admins only).
 */
export const ACCESS_LEVELS = ['public', 'session', 'user', 'active', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One endpoint's whole contract: the API registers, guards and documents it from this; clients call it by it. */
export interface EndpointDefinition {
  method: HttpMethod;
  path: `${typeof API_PREFIX}/${string}`;
  /** One line for the API reference. */
  summary: string;
  tag: string;
  access: Access;
  /**
   * The caller proves itself with a secret from the server's configuration sent as its bearer token, not with a
   * session: the access stays 'public' (the guard asks for no session) and the handler compares the token. The
   * name of its security scheme in the API reference.
   */
  configToken?: 'metricsToken';
  /** The account's membership must hold this feature (CHAT_MEMBERSHIPS says which do; site admins are exempt). */
  membership?: MembershipGate;
  /** Only the caller's account's owner (its creator, or whom ownership was handed to) may call it; site admins too only for their own account. */
  role?: 'owner';
  /**
   * Answers a member whose account requires two-factor sign-in before they turned theirs on: what signing in and
   * settling the requirement need (the account's own record, the owner's change of it). Every other call at
   * access 'user' or above refuses them (TWO_FACTOR_REQUIRED); 'session' calls never ask.
   */
  beforeTwoFactor?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload of one file in the field "file". */
  upload?: true;
  status: 200 | 201 | 204;
  /** The JSON answer; left out when the endpoint answers 204 or `produces` something else. */
  response?: z.ZodType;
  /** A page or a file rather than JSON (the browser loads it by address, never the JSON client). */
  produces?: string;
  /**
   * Every error this endpoint may answer beyond the ones its declaration implies (route-errors.ts: its access
   * level, membership, input and ownership rule, and UNAVAILABLE and INTERNAL for all). The API suite fails
   * when a route answers a code outside them.
   */
  errors?: readonly ErrorCode[];
  /** Kept out of the API reference (pages and files addressed by signed links). */
  hidden?: true;
  /**
   * A Server-Sent Events stream (its answer is `text/event-stream`; no `produces`): each event `type` it may send, with the kind of
   * each of the event's other fields; `error` (the one error body, the last event of a stream that breaks off)
   * among them. Zod-free, so the web client checks each event by the route table alone.
   */
  stream?: EventKinds;
  /** A stream's events: a zod discriminated union on `type`, one member per event of `stream`. */
  events?: z.ZodType<{ type: string }>;
}

/** What `typeof` says of an event's field (an array is an 'object'). */
export type EventFieldKind = 'string' | 'number' | 'boolean' | 'object';
/** A stream's events by type: each event's fields (other than `type`) and their kinds. */
export type EventKinds = Readonly<Record<string, Readonly<Record<string, EventFieldKind>>>>;

/** A stream's events as its route declares them: its own, then the `error` event every stream may end with. */
export const eventStream = <const K extends EventKinds>(events: K) => ({ ...events, error: { error: 'object' } }) as K & { readonly error: { readonly error: 'object' } };

/** An endpoint that answers with a stream of events. */
export type StreamEndpoint = EndpointDefinition & { stream: EventKinds; events: z.ZodType<{ type: string }> };

type KindOf<V> = V extends string ? 'string' : V extends number ? 'number' : V extends boolean ? 'boolean' : 'object';
/** The `stream` entry an events schema implies. */
type EventKindsOf<S> = S extends z.ZodType<infer O extends { type: string }>
  ? { [T in O['type']]: { [K in Exclude<keyof Extract<O, { type: T }>, 'type'>]: KindOf<Extract<O, { type: T }>[K]> } }
  : never;

/**
 * A stream's `stream` entry names exactly the events of its `events` schema, each with its fields and their kinds,
 * and `error` among them; a mismatch makes defineEndpoint fail to compile.
 */
type StreamChecked<E> = E extends { events: infer S }
  ? E extends { stream: infer K }
    ? [K] extends [EventKindsOf<S>]
      ? [EventKindsOf<S>] extends [K]
        ? 'error' extends keyof K
          ? unknown
          : { stream: 'a stream declares the error event' }
        : { stream: 'names every event of the events schema, with its fields' }
      : { stream: 'names only events of the events schema, with their fields and kinds' }
    : { stream: 'the route of a stream lists its events' }
  : unknown;

export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E & StreamChecked<E>): E => endpoint;

/** The parts of an endpoint that are zod schemas. */
type SchemaKey = 'params' | 'query' | 'body' | 'response' | 'events';

/**
 * An endpoint's declaration without its schemas (method, path, access, status, errors, reference texts): its entry
 * in a route table (`<feature>.route-table.ts`), which the endpoint's declaration spreads and adds its schemas to.
 * A route table imports no zod, so a screen can call an endpoint by it without loading any schema.
 */
export type RouteDefinition = Omit<EndpointDefinition, SchemaKey>;

export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

declare const endpointType: unique symbol;

/**
 * A route-table entry typed as its whole endpoint E (what it takes and answers, from E's schemas, as types only):
 * the web client's `callApi` calls it as the endpoint. See `routes` (route-table.ts).
 */
export type Route<E extends EndpointDefinition> = Omit<E, SchemaKey> & { readonly [endpointType]?: E };

/** The endpoint a route-table entry stands for (an endpoint stands for itself). */
export type EndpointOf<R> = R extends { readonly [endpointType]?: infer E extends EndpointDefinition } ? E : R;

type Part<E, K extends 'params' | 'query' | 'body', Mode extends 'in' | 'out'> = E extends Record<K, infer S extends z.ZodType>
  ? { [P in K]: Mode extends 'in' ? z.input<S> : z.output<S> }
  : { [P in K]?: undefined };

/** What a caller sends: path params, query and JSON body as the schemas accept them (an upload's body is the caller's own form type). */
export type EndpointInput<E extends EndpointDefinition, Upload = never> = Part<E, 'params', 'in'> &
  Part<E, 'query', 'in'> &
  (E extends { upload: true } ? { body: Upload } : Part<E, 'body', 'in'>);

/** The same input once validated: what a handler receives. */
export type EndpointParsed<E extends EndpointDefinition> = Part<E, 'params', 'out'> & Part<E, 'query', 'out'> & Part<E, 'body', 'out'>;

/** What the endpoint answers on success, as the client reads it. */
export type EndpointResult<E extends EndpointDefinition> = E extends { response: infer R extends z.ZodType } ? z.output<R> : void;
/** What a handler returns: the answer before the response schema serialises it. */
export type EndpointReply<E extends EndpointDefinition> = E extends { response: infer R extends z.ZodType } ? z.input<R> : void;

/** One event of a stream as the client reads it. */
export type EndpointEvent<E extends EndpointDefinition> = E extends { events: infer S extends z.ZodType } ? z.output<S> : never;
/** One event of a stream as a handler sends it, before the events schema checks it. */
export type EndpointEventInput<E extends EndpointDefinition> = E extends { events: infer S extends z.ZodType } ? z.input<S> : never;

const encodeSegments = (value: string) => value.split('/').map(encodeURIComponent).join('/');

/** The endpoint's path with its `:params` (and a trailing `*`) filled in, each value URL-encoded. */
export function endpointPath(endpoint: Pick<EndpointDefinition, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path
    .replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing path parameter "${name}"`);
      return encodeURIComponent(String(value));
    })
    .replace(/\*$/, () => encodeSegments(String(params['*'] ?? '')));
}

/** The address to call: the filled-in path plus the query string. */
export function endpointUrl(endpoint: Pick<EndpointDefinition, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const path = endpointPath(endpoint, (input.params ?? {}) as Record<string, unknown>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
