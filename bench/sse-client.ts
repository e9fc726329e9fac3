// A client of the portal's Server-Sent Events streams: each event's type and when its bytes arrived. It reads with
// node:http over a keep-alive agent, as a browser's network stack (native code) hands bytes over, rather than through
// fetch's web streams and a TextDecoderStream, whose own hops in this process cost about a millisecond a question on
// 2 cores (measured beside a bare relay): that millisecond is the benchmark's client, not the server it measures.
import { Agent, request, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface ArrivedEvent {
  type: string;
  data: unknown;
  /** performance.now() when the chunk carrying it was read. */
  at: number;
}

const agent = new Agent({ keepAlive: true });

/** Sends a POST and resolves with its answer as soon as the headers come. */
function post(url: string, init: { token: string; body?: unknown }) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const sent = request(url, { method: 'POST', agent, headers: { authorization: `Bearer ${init.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } }, resolve);
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Reads what is left of an answer as text (an error's body). */
async function text(answer: IncomingMessage): Promise<string> {
  let all = '';
  answer.setEncoding('utf8');
  for await (const piece of answer) all += piece as string;
  return all;
}

/**
 * Posts to a stream endpoint and reads its events as they come; `onEvent` may stop the reading early by
 * returning true. The answer must be an event stream (a JSON error before it throws, with its body).
 */
export async function readEvents(url: string, init: { token: string; body?: unknown }, onEvent: (event: ArrivedEvent) => boolean | void = () => false): Promise<ArrivedEvent[]> {
  const answer = await post(url, init);
  if (answer.statusCode !== 200 || !answer.headers['content-type']?.startsWith('text/event-stream')) {
    throw new Error(`${url} answered ${answer.statusCode}: ${await text(answer)}`);
  }
  const events: ArrivedEvent[] = [];
  answer.setEncoding('utf8');
  let buffered = '';
  for await (const piece of answer) {
    const at = performance.now();
    buffered += piece as string;
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
        answer.destroy();
        return events;
      }
    }
  }
  return events;
}
