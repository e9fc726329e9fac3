import { endpointUrl, type EndpointEvent, type EndpointInput, type StreamEndpoint } from '@persona/shared';
import { expect } from 'vitest';
import { bearer } from './call';

/** One `event:`/`data:` block, checked by the endpoint's events schema and its name against its type. */
function eventOf<E extends StreamEndpoint>(endpoint: E, block: string): EndpointEvent<E> {
  const lines = block.split('\n');
  const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
  const data = lines
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length))
    .join('\n');
  const event = endpoint.events.parse(JSON.parse(data)) as EndpointEvent<E>;
  if (event.type !== name) throw new Error(`event "${name}" carries data of type "${event.type}"`);
  return event;
}

/** The events of a whole Server-Sent Events answer of the endpoint, each checked by its events schema. */
export function eventsOf<const E extends StreamEndpoint>(endpoint: E, payload: string): EndpointEvent<E>[] {
  const blocks = payload.split('\n\n');
  if (blocks.pop() !== '') throw new Error(`the stream ends inside an event: ${payload.slice(-200)}`);
  return blocks.map((block) => eventOf(endpoint, block));
}

/** The events complete so far of a stream still arriving. */
const arrivedEvents = <E extends StreamEndpoint>(endpoint: E, received: string) => received.split('\n\n').slice(0, -1).map((block) => eventOf(endpoint, block));

/**
 * Calls a stream endpoint of a listening app as a browser would, reads until an event of `type` has arrived,
 * then (after `meanwhile`, while the stream is still open) closes the connection as a closed tab does.
 */
export async function leaveStreamAfter<const E extends StreamEndpoint>(
  address: string,
  endpoint: E,
  input: EndpointInput<E> & { token: string },
  type: EndpointEvent<E>['type'],
  meanwhile?: () => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  const body = 'body' in input && input.body !== undefined ? JSON.stringify(input.body) : undefined;
  const headers = { ...bearer(input.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(`${address}${endpointUrl(endpoint, input)}`, { method: endpoint.method, headers, body, signal: stop.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (!arrivedEvents(endpoint, received).some((event) => event.type === type)) received += (await reader.read()).value ?? '';
  try {
    await meanwhile?.();
  } finally {
    stop.abort();
  }
}
