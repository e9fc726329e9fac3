import {
  endpointUrl,
  MESSAGES,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  type ErrorBody,
  type Route,
  type RouteDefinition,
  type RouteErrorCode,
} from '@persona/shared';
import { dropPrefetched, takePrefetched } from './prefetched-calls';
import { getToken } from './token-store';

/** A failed API call: the HTTP status plus the code and message of the API's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Whether an error is the API's refusal with this code: the app decides by code, never by message text. The code
 * must be one the route may answer (its declared errors and what its declaration implies, RouteErrorCode), so a
 * screen cannot wait for a code its route never sends.
 */
export const isApiError = <R extends RouteDefinition>(error: unknown, _route: R, code: NoInfer<RouteErrorCode<R>>): error is ApiError =>
  error instanceof ApiError && error.code === code;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The bearer token to send. Left out: the session's token (and a 401 answer ends the session).
   * null: no Authorization header. A string: that token (used between sign-up and the first sign-in).
   */
  token?: string | null;
  /**
   * A GET that may take the answer index.html's inline script already asked for at the same address with the
   * same token (lib/prefetched-calls.ts), waiting for the script to start it if need be: the sign-in sequence's
   * calls and the library's first ones. (Any GET takes a first screen's answer already asked for.)
   */
  early?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called whenever a call made with the session's token answers 401 (the session is gone or revoked).
 * The session provider listens here to clear everything; returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const twoFactorListeners = new Set<UnauthorizedListener>();

/**
 * Called whenever a call made with the session's token is refused because the caller's account requires
 * two-factor sign-in and theirs is off (the session may not know yet: the owner just required it). The session
 * provider listens here to read /me again, so the gates send the caller to Security; returns the unsubscribe function.
 */
export function onTwoFactorRequired(listener: UnauthorizedListener): () => void {
  twoFactorListeners.add(listener);
  return () => {
    twoFactorListeners.delete(listener);
  };
}

async function tellTwoFactorRequired(response: Response): Promise<void> {
  const payload = await readJson(response.clone());
  if (isErrorBody(payload) && payload.error.code === 'TWO_FACTOR_REQUIRED') twoFactorListeners.forEach((listener) => listener());
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    && 'message' in error && typeof error.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type CallArgs<E extends EndpointDefinition> = object extends EndpointInput<E, FormData>
  ? [input?: EndpointInput<E, FormData> & CallOptions]
  : [input: EndpointInput<E, FormData> & CallOptions];

/** The bearer token a call sends (see CallOptions.token), and whether it is the session's own. */
function tokenFor(tokenOption: string | null | undefined): { token: string | null; sessionToken: string | null } {
  const sessionToken = tokenOption === undefined ? getToken() : null;
  return { token: tokenOption === undefined ? sessionToken : tokenOption, sessionToken };
}

/**
 * Sends an endpoint's request by its route (its params fill the path, its query the query string, a JSON body or an
 * upload's FormData) with the bearer token; a 401 with the session's token tells the onUnauthorized listeners.
 */
export async function sendRequest(
  endpoint: RouteDefinition,
  input: { params?: unknown; query?: unknown; body?: unknown } & CallOptions,
  accept = 'application/json',
): Promise<Response> {
  const { signal, body } = input;
  const headers: Record<string, string> = { Accept: accept };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const { token, sessionToken } = tokenFor(input.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = endpointUrl(endpoint, input);
  // A write may change what was asked for early: nothing asked for before it serves after it.
  if (endpoint.method !== 'GET') dropPrefetched();
  const early = endpoint.method === 'GET' ? await takePrefetched(url, token, input.early === true) : null;
  if (early) signal?.throwIfAborted();
  const response =
    early ??
    (await fetch(url, {
      method: endpoint.method,
      headers,
      body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  // Only when that token is still the session's: a late answer must not end a newer session.
  if (response.status === 401 && sessionToken && sessionToken === getToken()) {
    unauthorizedListeners.forEach((listener) => listener());
  }
  if (response.status === 403 && sessionToken && sessionToken === getToken()) await tellTwoFactorRequired(response);
  return response;
}

/** The ApiError of a non-2xx answer: its error body's code and message, else the generic message. */
export async function failureOf(response: Response): Promise<ApiError> {
  const payload = await readJson(response);
  if (isErrorBody(payload)) return new ApiError(response.status, payload.error.code, payload.error.message);
  return new ApiError(response.status, `HTTP_${response.status}`, MESSAGES.requestFailed);
}

/**
 * Calls a catalogue endpoint by its route-table entry (`routes` of @persona/shared, typed as the endpoint but without
 * its schemas, so no screen downloads zod to call the API): its params fill the path, its query the query string,
 * its body goes as JSON (an upload's FormData as multipart/form-data, the browser sets its boundary). A non-2xx
 * answer throws an ApiError.
 */
export async function callApi<const E extends EndpointDefinition>(route: Route<E>, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
  const response = await sendRequest(route, input ?? {});
  if (!response.ok) throw await failureOf(response);
  // The server serialised the answer through the endpoint's response schema.
  return (await readJson(response)) as EndpointResult<E>;
}
