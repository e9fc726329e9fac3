import { describe, expect, it } from 'vitest';
import { followAbort, unlessAborted } from './collect-answer';

/** Rejections no one handled during `run`, as Node reports them to the process. */
async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', record);
  try {
    await run();
    // Node reports an unhandled rejection after the microtask queue drains; two macrotask turns are past it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    process.off('unhandledRejection', record);
  }
  return seen;
}

describe('unlessAborted', () => {
  it('rejects with the reason when the signal aborted before the call, and the model promise rejecting later is no unhandled rejection', async () => {
    const left = new AbortController();
    left.abort();
    const unhandled = await unhandledDuring(async () => {
      // A model called with an aborted signal: its fetch rejects a moment later.
      const model = new Promise<string>((_, reject) => setTimeout(() => reject(left.signal.reason), 1));
      await expect(unlessAborted(model, left.signal)).rejects.toBe(left.signal.reason);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(unhandled).toEqual([]);
  });

  it('rejects as soon as the signal aborts, and settles with the promise otherwise', async () => {
    const stop = new AbortController();
    const never = new Promise<string>(() => undefined);
    const waiting = unlessAborted(never, stop.signal);
    stop.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
    await expect(unlessAborted(Promise.resolve('answer'), new AbortController().signal)).resolves.toBe('answer');
  });
});

describe('followAbort', () => {
  it('aborts the controller with the signal’s reason, at once when the signal already is aborted', () => {
    const source = new AbortController();
    const follower = new AbortController();
    followAbort(source.signal, follower);
    expect(follower.signal.aborted).toBe(false);
    const reason = new Error('left');
    source.abort(reason);
    expect(follower.signal.reason).toBe(reason);

    const late = new AbortController();
    followAbort(source.signal, late);
    expect(late.signal.reason).toBe(reason);
  });

  it('no longer follows once unlinked', () => {
    const source = new AbortController();
    const follower = new AbortController();
    followAbort(source.signal, follower)();
    source.abort();
    expect(follower.signal.aborted).toBe(false);
  });
});
