import { describe, expect, it } from 'vitest';
import type { MessageRow, ThreadRow } from './chat.queries';
import { KNOWN_THREADS_MAX, KNOWN_THREADS_MAX_CHARACTERS, KnownThreads } from './known-threads';

/** A thread of `characters` characters of messages (no persona needed to measure it). */
const threadOf = (id: string, characters: number) => ({
  thread: { id } as ThreadRow,
  source: null,
  messages: [{ content: 'x'.repeat(characters) } as MessageRow],
});

describe('the threads a process knows', () => {
  it('keeps at most KNOWN_THREADS_MAX, the least recently answered leaving first', () => {
    const known = new KnownThreads();
    for (let i = 0; i <= KNOWN_THREADS_MAX; i++) known.remember(threadOf(`t${i}`, 10));
    expect(known.get('t0')).toBeUndefined();
    expect(known.get('t1')).toBeDefined();
    expect(known.get(`t${KNOWN_THREADS_MAX}`)).toBeDefined();
  });

  it('holds at most KNOWN_THREADS_MAX_CHARACTERS in all, and never a thread larger than that alone', () => {
    const known = new KnownThreads();
    // Four fit (each also counts its document, here `null`); a fifth pushes the first out.
    const quarter = Math.floor(KNOWN_THREADS_MAX_CHARACTERS / 4) - 10;
    for (const id of ['a', 'b', 'c', 'd', 'e']) known.remember(threadOf(id, quarter));
    expect(known.get('a')).toBeUndefined();
    expect(['b', 'c', 'd', 'e'].every((id) => known.get(id) !== undefined)).toBe(true);
    known.remember(threadOf('huge', KNOWN_THREADS_MAX_CHARACTERS + 1));
    expect(known.get('huge')).toBeUndefined();
  });

  it('forgets a thread while a question of it is answered', () => {
    const known = new KnownThreads();
    known.remember(threadOf('t', 10));
    known.forget('t');
    expect(known.get('t')).toBeUndefined();
  });
});
