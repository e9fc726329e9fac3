import { endpointUrl, type EndpointCaller, type EndpointDefinition, type EndpointInput, type EndpointResult } from '@persona/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartFile } from './multipart';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An upload for an endpoint with `upload: true`: one file in the field "file". */
export interface TestUpload {
  fileName: string;
  content: Uint8Array | string;
  contentType?: string;
}

/**
 * Loosely typed on purpose: tests send what a client must not (missing fields, wrong types) to prove the
 * server refuses it. The path still comes from the catalogue, so a renamed route cannot be missed.
 */
export interface TestCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  upload?: TestUpload;
  /** Sent as `Authorization: Bearer`. */
  token?: string | null;
  headers?: Record<string, string>;
}

/** Calls a catalogue endpoint through Fastify's inject and returns the raw answer. */
export function call(app: FastifyInstance, endpoint: EndpointDefinition, input: TestCallInput = {}): Promise<LightMyRequestResponse> {
  const upload = input.upload && multipartFile('file', input.upload.fileName, input.upload.content, input.upload.contentType);
  return app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, input),
    headers: { ...(input.token ? bearer(input.token) : {}), ...upload?.headers, ...input.headers },
    ...(upload ? { payload: upload.payload } : input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** Calls an endpoint with well-typed input and returns its typed answer; any non-2xx fails with the status and body. */
export async function callOk<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E, TestUpload> & { token?: string | null; headers?: Record<string, string> },
): Promise<EndpointResult<E>> {
  const { body, ...rest } = input;
  const res = await call(app, endpoint, endpoint.upload ? { ...rest, upload: body as unknown as TestUpload } : input);
  if (res.statusCode >= 300) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.statusCode}: ${res.body}`);
  return (res.body === '' ? undefined : res.json()) as EndpointResult<E>;
}

/** callOk as the shared registration helpers take it. */
export const callerFor = (app: FastifyInstance): EndpointCaller => (endpoint, input) => callOk(app, endpoint, input as never);
