import type { APIRequestContext, APIResponse, Request } from '@playwright/test';
import {
  endpointPath,
  endpointUrl,
  type EndpointCaller,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
} from '@persona/shared';

/** Loosely typed, as in the API tests: a spec may send what a client must not, to see the refusal. */
export interface E2eCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** JSON, or for an endpoint with `upload: true` the file (sent as multipart/form-data in the field "file"). */
  body?: unknown;
  /** Sent as `Authorization: Bearer`. */
  token?: string | null;
  headers?: Record<string, string>;
}

/** A file for an upload endpoint, as Playwright sends one. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The Origin a browser sends: better-auth refuses (403) an identity call without it once a cookie is held. */
export const originHeaders = (baseUrl: string) => ({ origin: baseUrl });

const bearer = (token: string | null | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The JSON of an answer, or undefined for an empty one (204). */
const parseBody = (text: string): unknown => (text === '' ? undefined : JSON.parse(text));

/** Calls a catalogue endpoint through Playwright's request context (its base URL is the portal). */
export function apiCall(request: APIRequestContext, endpoint: EndpointDefinition, input: E2eCallInput = {}): Promise<APIResponse> {
  const { body } = input;
  return request.fetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    headers: { ...bearer(input.token), ...input.headers },
    ...(body === undefined ? {} : endpoint.upload ? { multipart: { file: body as UploadFile } } : { data: body }),
  });
}

/** The typed answer of a successful call; any other answer fails the test with its status and body. */
export async function apiOk<const E extends EndpointDefinition>(
  request: APIRequestContext,
  endpoint: E,
  input: EndpointInput<E, UploadFile> & { token?: string | null; headers?: Record<string, string> },
): Promise<EndpointResult<E>> {
  const response = await apiCall(request, endpoint, input);
  if (!response.ok()) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status()}: ${await response.text()}`);
  return parseBody(await response.text()) as EndpointResult<E>;
}

/** apiOk as the shared registration helpers take it, sending the portal's Origin as a browser would. */
export const e2eCaller = (request: APIRequestContext, baseUrl: string): EndpointCaller => (endpoint, input) =>
  apiOk(request, endpoint, { ...input, headers: originHeaders(baseUrl) } as never);

/** The same over Node's fetch, for the set-up before Playwright's contexts exist (JSON endpoints only). */
export const fetchCaller = (baseUrl: string): EndpointCaller => async (endpoint, input) => {
  const { body, token } = input as E2eCallInput;
  const response = await fetch(`${baseUrl}${endpointUrl(endpoint, input)}`, {
    method: endpoint.method,
    // Node's fetch sends Sec-Fetch-Mode, so better-auth checks the Origin as it would a browser's.
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...originHeaders(baseUrl), ...bearer(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${await response.text()}`);
  return parseBody(await response.text()) as never;
};

/**
 * A `page.route` glob for an endpoint's address: each `:param` the value given or any one segment (a trailing `*`
 * any rest), and any query string (a glob without `?` never matches an address that has one).
 */
export function routePattern(endpoint: EndpointDefinition, params: Record<string, string> = {}): string {
  const path = endpoint.path.replace(/\*$/, '**').replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '*' : encodeURIComponent(value);
  });
  return `**${path}{,?**}`;
}

/** The regular expression source of an endpoint's path (no anchors): each `:param` any one segment, a trailing `*` any rest. */
export const pathSource = (endpoint: EndpointDefinition): string =>
  endpoint.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '.+').replace(/:[A-Za-z]\w*/g, '[^/]+');

/** Whether a request the page made calls this endpoint: its method, and its path with these params (or any). */
export function isCall(request: Request, endpoint: EndpointDefinition, params?: Record<string, unknown>): boolean {
  if (request.method() !== endpoint.method) return false;
  const { pathname } = new URL(request.url());
  return params ? pathname === endpointPath(endpoint, params) : new RegExp(`^${pathSource(endpoint)}$`).test(pathname);
}
