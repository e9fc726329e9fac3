import { routes } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { eventValue, isDeclaredEvent, streamApi } from './stream-api';
import { setToken } from './token-store';

const body = { message: 'Hello', threadId: 't1' };
const message = { id: 'm1', threadId: 't1', role: 'user', content: 'Hello', createdAt: 1, citations: [], attachmentName: null, status: 'answered' };

/** A text/event-stream answer that arrives in these chunks. */
function eventStream(chunks: string[], status = 200) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
  return new Response(stream, { status, headers: { 'content-type': 'text/event-stream' } });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const collect = async <T>(events: AsyncIterable<T>) => {
  const list: T[] = [];
  for await (const event of events) list.push(event);
  return list;
};

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('eventValue', () => {
  it("parses the data, adding the event name as the type when the data has none", () => {
    expect(eventValue({ event: 'delta', data: '{"text":"a"}' })).toEqual({ type: 'delta', text: 'a' });
    expect(eventValue({ event: 'message', data: '{"type":"delta","text":"a"}' })).toEqual({ type: 'delta', text: 'a' });
    expect(eventValue({ event: 'delta', data: 'not json' })).toBeUndefined();
  });
});

describe('isDeclaredEvent', () => {
  const events = routes.runPanel.stream;

  it('accepts an event of a declared type whose fields have their kinds', () => {
    expect(isDeclaredEvent(events, { type: 'delta', avatarId: 'a1', round: 2, text: 'Hi' })).toBe(true);
    expect(isDeclaredEvent(events, { type: 'error', error: { code: 'CONFLICT', message: 'Running.' } })).toBe(true);
  });

  it('refuses an undeclared type, a missing, null or mistyped field and an error without its code and message', () => {
    expect(isDeclaredEvent(events, { type: 'user', message: {} })).toBe(false);
    expect(isDeclaredEvent(events, { type: 'toString' })).toBe(false);
    expect(isDeclaredEvent(events, { type: 'delta', avatarId: 'a1', text: 'Hi' })).toBe(false);
    expect(isDeclaredEvent(events, { type: 'delta', avatarId: 'a1', round: '2', text: 'Hi' })).toBe(false);
    expect(isDeclaredEvent(events, { type: 'done', panel: null })).toBe(false);
    expect(isDeclaredEvent(events, { type: 'error', error: { message: 'No code.' } })).toBe(false);
    expect(isDeclaredEvent(events, 'delta')).toBe(false);
  });
});

describe('streamApi', () => {
  it('POSTs the body with the bearer token and yields each checked event as it arrives', async () => {
    setToken('tok-1');
    const fetchMock = stubFetch(
      eventStream([
        `event: user\ndata: ${JSON.stringify({ message })}\n\n`,
        'event: delta\ndata: {"text":"Hel"}\n\nevent: del',
        'ta\ndata: {"text":"lo"}\n\n',
        `event: done\ndata: ${JSON.stringify({ message: { ...message, id: 'm2', role: 'assistant' } })}\n\n`,
      ]),
    );
    const events = await collect(streamApi(routes.streamChatMessage, { body }));
    expect(events.map((event) => event.type)).toEqual(['user', 'delta', 'delta', 'done']);
    expect(events[2]).toEqual({ type: 'delta', text: 'lo' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/chat/message/stream');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('accept')).toBe('text/event-stream');
  });

  it('yields the error event like any other', async () => {
    stubFetch(eventStream(['event: error\ndata: {"error":{"code":"MODEL_FAILED","message":"The avatar could not answer."}}\n\n']));
    await expect(collect(streamApi(routes.streamChatMessage, { body }))).resolves.toEqual([
      { type: 'error', error: { code: 'MODEL_FAILED', message: 'The avatar could not answer.' } },
    ]);
  });

  it("throws the ApiError of a non-2xx answer's error body", async () => {
    stubFetch(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such thread.' } }), { status: 404 }));
    const error = await collect(streamApi(routes.streamChatMessage, { body })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such thread.' });
  });

  it('throws the generic message for an event that does not match the schema', async () => {
    stubFetch(eventStream(['event: delta\ndata: {"words":1}\n\n']));
    await expect(collect(streamApi(routes.streamChatMessage, { body }))).rejects.toMatchObject({
      code: 'MALFORMED_STREAM',
      message: 'We had some issues processing your request.',
    });
  });

  it('stops reading when the signal is aborted (Stop)', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    stubFetch(new Response(stream, { status: 200 }));
    const seen: string[] = [];
    const run = (async () => {
      for await (const event of streamApi(routes.streamChatMessage, { body, signal: controller.signal })) {
        seen.push(event.type);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['delta']);
    expect(cancelled).toBe(true);
  });
});
