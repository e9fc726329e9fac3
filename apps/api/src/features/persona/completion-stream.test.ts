import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import {
  CompletionHttpError,
  CompletionStreamError,
  CompletionUnreachable,
  completionsUrl,
  ERROR_BODY_MAX_BYTES,
  EVENT_MAX_BYTES,
  streamCompletion,
  type CompletionChunk,
} from './completion-stream';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.stop();
});

const REQUEST = { model: 'fake-model', messages: [{ role: 'user' as const, content: 'Hi.' }] };
const open = () => new AbortController().signal;

async function collect(chunks: AsyncIterable<CompletionChunk>) {
  const out: CompletionChunk[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

/** A server on loopback that answers every request with `body` as an event stream, ended a little later, counting its connections. */
async function eventServer(body: string) {
  let connections = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).write(body);
      setTimeout(() => res.end(), 10);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A server on loopback that answers with `status` and `head`, then writes without end until the client hangs up:
 * how many bytes it wrote by then.
 */
async function endlessServer(status: number, contentType: string, head: string) {
  let written = 0;
  let hungUp!: () => void;
  const closed = new Promise<void>((resolve) => (hungUp = resolve));
  const block = Buffer.alloc(64 * 1024, 'x');
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': contentType }).write(head);
      const more = () => {
        while (!res.destroyed && res.write(block)) written += block.length;
      };
      res.on('drain', more);
      res.on('close', hungUp);
      more();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** Bytes written until the client hung up. */
    writtenWhenClosed: () => closed.then(() => written),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a streamed chat completion', () => {
  it('is asked with stream and usage, the key as a bearer token, and gives the chunks as the endpoint sent them', async () => {
    fake.answer({ kind: 'stream', chunks: ['Hello ', 'there.'], usage: { prompt_tokens: 9, completion_tokens: 2 } });
    const chunks = await collect(await streamCompletion({ baseUrl: `${fake.baseUrl}/`, apiKey: 'sk-key' }, REQUEST, open()));
    expect(chunks.map((c) => c.choices?.[0]?.delta?.content)).toEqual(['Hello ', 'there.', undefined]);
    expect(chunks.at(-1)!.usage).toMatchObject({ prompt_tokens: 9, completion_tokens: 2 });
    const { body, headers } = fake.received.at(-1)!;
    expect(body).toMatchObject({ ...REQUEST, stream: true, stream_options: { include_usage: true } });
    expect(headers.authorization).toBe('Bearer sk-key');
  });

  it('joins the base URL and the path as OpenAI does, with or without a trailing slash', () => {
    expect(completionsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/chat/completions');
    expect(completionsUrl('https://api.example.com/openai/v1//')).toBe('https://api.example.com/openai/v1/chat/completions');
  });

  it('ends at [DONE], ignores what follows, and reads the body to its end so the connection is used again', async () => {
    const events = ['{"choices":[{"delta":{"content":"One"}}]}', '[DONE]', '{"choices":[{"delta":{"content":"late"}}]}'];
    const server = await eventServer(events.map((data) => `data: ${data}\n\n`).join(''));
    try {
      for (let i = 0; i < 3; i++) {
        const chunks = await collect(await streamCompletion({ baseUrl: server.baseUrl }, REQUEST, open()));
        expect(chunks.map((c) => c.choices?.[0]?.delta?.content)).toEqual(['One']);
        // The pool takes the connection back once the response is done, just after its last byte was read.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(server.connections()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('skips events that are no object, and fails on an error event or an event that is not JSON', async () => {
    const server = await eventServer('data: null\n\ndata: 3\n\ndata: {"error":{"message":"overloaded"}}\n\n');
    try {
      await expect(collect(await streamCompletion({ baseUrl: server.baseUrl }, REQUEST, open()))).rejects.toBeInstanceOf(CompletionStreamError);
    } finally {
      await server.close();
    }
    fake.answer({ kind: 'raw', contentType: 'text/event-stream', body: 'data: not json\n\n' });
    await expect(collect(await streamCompletion({ baseUrl: fake.baseUrl }, REQUEST, open()))).rejects.toBeInstanceOf(SyntaxError);
  });

  it("rejects with the HTTP status and the message of an OpenAI-style error body (none for any other body)", async () => {
    fake.answer({ kind: 'fail', status: 429, message: 'Rate limit reached.' });
    await expect(streamCompletion({ baseUrl: fake.baseUrl }, REQUEST, open())).rejects.toEqual(new CompletionHttpError(429, 'Rate limit reached.'));
    fake.answer({ kind: 'raw', status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    await expect(streamCompletion({ baseUrl: fake.baseUrl }, REQUEST, open())).rejects.toMatchObject({ status: 502, said: undefined });
  });

  it('reads at most 64 KiB of an error body, and hangs up on an endpoint that sends more', async () => {
    const server = await endlessServer(500, 'text/html', '<h1>Down</h1>');
    try {
      await expect(streamCompletion({ baseUrl: server.baseUrl }, REQUEST, open())).rejects.toMatchObject({ status: 500, said: undefined });
      // What the kernel's buffers took beside what was read: nowhere near the endless body.
      expect(await server.writtenWhenClosed()).toBeLessThan(ERROR_BODY_MAX_BYTES + 16 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it('fails on an event longer than 1 MiB instead of holding it whole, and hangs up', async () => {
    const server = await endlessServer(200, 'text/event-stream', 'data: {"choices":[{"delta":{"content":"');
    try {
      const chunks = collect(await streamCompletion({ baseUrl: server.baseUrl }, REQUEST, open()));
      await expect(chunks).rejects.toThrow(new CompletionStreamError(`The endpoint sent an event longer than ${EVENT_MAX_BYTES} bytes.`));
      expect(await server.writtenWhenClosed()).toBeLessThan(EVENT_MAX_BYTES + 16 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it('rejects with CompletionUnreachable when nothing listens, and with the abort when its signal aborts', async () => {
    await expect(streamCompletion({ baseUrl: 'http://127.0.0.1:9/v1' }, REQUEST, open())).rejects.toBeInstanceOf(CompletionUnreachable);
    fake.answer({ kind: 'hang', chunks: ['I spend '] });
    const stop = new AbortController();
    const chunks = (await streamCompletion({ baseUrl: fake.baseUrl }, REQUEST, stop.signal))[Symbol.asyncIterator]();
    expect((await chunks.next()).value).toMatchObject({ choices: [{ delta: { content: 'I spend ' } }] });
    stop.abort(new Error('stopped by the test'));
    await expect(chunks.next()).rejects.toThrow('stopped by the test');
  });
});
