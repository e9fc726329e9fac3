// A client of the portal's Server-Sent Events streams, as the browser reads them: each event's type and when it arrived.
import { performance } from 'node:perf_hooks';

export interface ArrivedEvent {
  type: string;
  data: unknown;
  /** performance.now() when the chunk carrying it was read. */
  at: number;
}

/**
 * Posts to a stream endpoint and reads its events as they come; `onEvent` may stop the reading early by
 * returning true. The answer must be an event stream (a JSON error before it throws, with its body).
 */
export async function readEvents(url: string, init: { token: string; body?: unknown }, onEvent: (event: ArrivedEvent) => boolean | void = () => false): Promise<ArrivedEvent[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${init.token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  const events: ArrivedEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    const at = performance.now();
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const parsed = JSON.parse(data.slice(6)) as { type: string };
      const event = { type: parsed.type, data: parsed, at };
      events.push(event);
      if (event.type === 'error') throw new Error(`${url} broke off: ${data.slice(6)}`);
      if (onEvent(event) === true) {
        await reader.cancel();
        return events;
      }
    }
  }
}
