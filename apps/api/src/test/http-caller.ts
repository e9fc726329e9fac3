import { endpointUrl, type EndpointCaller, type EndpointDefinition, type EndpointInput, type EndpointResult } from '@persona/shared';

type HttpInput<E extends EndpointDefinition> = EndpointInput<E> & { token?: string | null };

/**
 * Calls a catalogue endpoint of a running server (JSON endpoints only) as a browser on its address would: with
 * the server's own Origin, which the identity calls check.
 */
export async function httpCall<const E extends EndpointDefinition>(baseUrl: string, endpoint: E, input: HttpInput<E>): Promise<{ status: number; text: string }> {
  const res = await fetch(baseUrl + endpointUrl(endpoint, input), {
    method: endpoint.method,
    headers: { ...(input.body === undefined ? {} : { 'content-type': 'application/json' }), origin: baseUrl, ...(input.token ? { authorization: `Bearer ${input.token}` } : {}) },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text() };
}

/** httpCall for the shared helpers (registration): the typed answer; a non-2xx answer throws with its status and body. */
export const httpCaller =
  (baseUrl: string): EndpointCaller =>
  async <const E extends EndpointDefinition>(endpoint: E, input: HttpInput<E>) => {
    const { status, text } = await httpCall(baseUrl, endpoint, input);
    if (status < 200 || status > 299) throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}: ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as EndpointResult<E>;
  };
