import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { outageOf, type Outage } from './outage';

/** How the fake answers the next requests. */
export type FakeOpenAiMode =
  /**
   * Streams `chunks` as chat-completion chunks, then `data: [DONE]`; with `usage`, a request that asks for it
   * (`stream_options.include_usage`) gets it in a last chunk without choices, as OpenAI sends it. `firstDelayMs`
   * holds the first chunk back (a model's time to its first token; `delayMs` after each chunk is then its token rate).
   */
  | { kind: 'stream'; chunks: string[]; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number }; firstDelayMs?: number }
  /** Answers 500 with an OpenAI-style error body. */
  | { kind: 'fail'; status?: number; message?: string }
  /** Sends the headers (and the first `chunks`, if any), then never another byte. */
  | { kind: 'hang'; chunks?: string[] }
  /** Streams `chunks`, then drops the connection without `data: [DONE]` (a stream cut short). */
  | { kind: 'cut'; chunks: string[] }
  /** Streams `chunk` again and again, every `delayMs` (1), until the client closes the connection (a model that runs on). */
  | { kind: 'endless'; chunk: string; delayMs?: number }
  /** Answers exactly this (e.g. HTTP 200 with an HTML page, JSON that is no completion, or broken SSE). */
  | { kind: 'raw'; status?: number; contentType: string; body: string };

export interface ReceivedCompletion {
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } & Record<string, unknown>;
  /** When the request was read, and when its answer's first chunk was written (performance.now(), for benchmarks). */
  at: number;
  firstChunkAt?: number;
  /** Set when the client closed the connection before this request's answer ended (a stopped call). */
  abandoned?: true;
}

export interface FakeOpenAi extends Outage {
  /** The base address to configure (LLM_BASE_URL): http://127.0.0.1:port/v1. */
  baseUrl: string;
  /** Every request to POST /v1/chat/completions, in order. */
  received: ReceivedCompletion[];
  /** Requests whose connection was closed by the client before the fake finished its answer. */
  readonly abandoned: number;
  answer(mode: FakeOpenAiMode): void;
  /** Answers each request as `pick` says from what it carries (undefined: the mode answer() set); null: none. */
  answerBy(pick: ((body: ReceivedCompletion['body']) => FakeOpenAiMode | undefined) | null): void;
  stop(): Promise<void>;
}

const event = (index: number, fields: Record<string, unknown>) =>
  `data: ${JSON.stringify({ id: `chatcmpl-fake-${index}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake', ...fields })}\n\n`;
const chunk = (content: string, index: number) => event(index, { choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const usageChunk = (usage: { prompt_tokens: number; completion_tokens: number }, index: number) =>
  event(index, { choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });

/**
 * A stand-in for an OpenAI-compatible endpoint on loopback: POST /v1/chat/completions answers streamed
 * `data: {choices:[{delta:{content}}]}` chunks and `data: [DONE]`, or fails with 500, hangs, cuts the stream or
 * answers garbage, as told by answer(); down() and up() take it off loopback and back. It records what it
 * received, so tests can inspect the prompt.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = { kind: 'stream', chunks: ['Hello.'] };
  let pick: ((body: ReceivedCompletion['body']) => FakeOpenAiMode | undefined) | null = null;
  let abandoned = 0;
  const received: ReceivedCompletion[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let body: ReceivedCompletion['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedCompletion['body'];
      } catch {
        // recorded as empty: the test sees it
      }
      const request: ReceivedCompletion = { headers: req.headers, body, at: performance.now() };
      received.push(request);
      const asksUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
      void respond(res, pick?.(body) ?? mode, asksUsage, request);
    });
  });

  async function respond(res: ServerResponse, current: FakeOpenAiMode, asksUsage: boolean, request: ReceivedCompletion) {
    if (current.kind === 'raw') {
      res.writeHead(current.status ?? 200, { 'content-type': current.contentType }).end(current.body);
      return;
    }
    if (current.kind === 'fail') {
      res.writeHead(current.status ?? 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: current.message ?? 'The fake model broke.', type: 'server_error' } }));
      return;
    }
    open.add(res);
    let finished = false;
    res.on('close', () => {
      open.delete(res);
      if (finished) return;
      abandoned += 1;
      request.abandoned = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    if (current.kind === 'endless') {
      for (let index = 0; !res.destroyed; index++) {
        res.write(chunk(current.chunk, index));
        request.firstChunkAt ??= performance.now();
        await new Promise((resolve) => setTimeout(resolve, current.delayMs ?? 1));
      }
      return;
    }
    const chunks = current.chunks ?? [];
    if (current.kind === 'stream' && current.firstDelayMs) await new Promise((resolve) => setTimeout(resolve, current.firstDelayMs));
    for (const [index, content] of chunks.entries()) {
      if (res.destroyed) return;
      res.write(chunk(content, index));
      request.firstChunkAt ??= performance.now();
      if (current.kind === 'stream' && current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    }
    if (current.kind === 'hang') return;
    if (current.kind === 'cut') {
      res.destroy();
      return;
    }
    if (current.kind === 'stream' && current.usage && asksUsage && !res.destroyed) res.write(usageChunk(current.usage, chunks.length));
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const outage = outageOf(server, port);
  const down = async () => {
    for (const res of open) res.destroy();
    await outage.down();
  };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    get abandoned() {
      return abandoned;
    },
    answer: (next) => {
      mode = next;
    },
    answerBy: (next) => {
      pick = next;
    },
    get listening() {
      return outage.listening;
    },
    down,
    up: outage.up,
    stop: down,
  };
}
