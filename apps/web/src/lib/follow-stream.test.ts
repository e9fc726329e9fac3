import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { followStream } from './follow-stream';

type Event = { type: 'partial'; text: string } | { type: 'done'; text: string } | { type: 'error'; error: { code: string; message: string } };

async function* stream(events: Event[]): AsyncGenerator<Event> {
  yield* events;
}

describe('followStream', () => {
  it('hands every event to onEvent up to the last one, and answers it', async () => {
    const seen: string[] = [];
    const last = await followStream(stream([{ type: 'partial', text: 'a' }, { type: 'done', text: 'ab' }, { type: 'partial', text: 'never read' }]), 'done', (event) => seen.push(event.text));
    expect(last).toEqual({ type: 'done', text: 'ab' });
    expect(seen).toEqual(['a', 'ab']);
  });

  it("throws an error event's ApiError: the server's code and message", async () => {
    const seen: string[] = [];
    const failure = followStream(stream([{ type: 'partial', text: 'a' }, { type: 'error', error: { code: 'MODEL_FAILED', message: 'The avatar could not answer.' } }]), 'done', (event) => seen.push(event.text));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 200, code: 'MODEL_FAILED', message: 'The avatar could not answer.' });
    expect(seen).toEqual(['a']);
  });

  it('throws the generic message when the stream ends before its last event', async () => {
    await expect(followStream(stream([{ type: 'partial', text: 'a' }]), 'done', () => undefined)).rejects.toMatchObject({
      code: 'STREAM_ENDED',
      message: 'We had some issues processing your request.',
    });
  });
});
