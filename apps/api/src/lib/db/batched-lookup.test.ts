import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

/** A load that reads the values as they are when it starts, held until released, recording the keys of each. */
function heldLoad(values: Map<string, number>) {
  const calls: { keys: string[]; release: () => void; fail: (error: Error) => void }[] = [];
  const load = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      const read = new Map(keys.filter((k) => values.has(k)).map((k) => [k, values.get(k)!]));
      calls.push({ keys, release: () => resolve(read), fail: reject });
    });
  return { calls, load };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLookup', () => {
  it('looks a lone key up at once, and gives the missing value for a key not found', async () => {
    const { calls, load } = heldLoad(new Map([['a', 1]]));
    const lookup = batchedLookup(load, 0);
    const a = lookup('a');
    const b = lookup('b');
    expect(calls.map((c) => c.keys)).toEqual([['a']]);
    calls[0]!.release();
    await tick();
    calls[1]!.release();
    expect([await a, await b]).toEqual([1, 0]);
  });

  it('shares the next look-up between the callers that arrive while one is on its way, each key once', async () => {
    const values = new Map([['a', 1], ['b', 2]]);
    const { calls, load } = heldLoad(values);
    const lookup = batchedLookup(load, 0);
    const first = lookup('a');
    const waiting = [lookup('a'), lookup('b'), lookup('a')];
    expect(calls).toHaveLength(1);
    // A change committed after the first look-up started is what the later callers must see.
    values.set('a', 5);
    calls[0]!.release();
    expect(await first).toBe(1);
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b']]);
    calls[1]!.release();
    expect(await Promise.all(waiting)).toEqual([5, 2, 5]);
  });

  it('rejects the callers of a failed look-up and goes on with the next', async () => {
    const { calls, load } = heldLoad(new Map([['a', 1]]));
    const lookup = batchedLookup(load, 0);
    const failed = lookup('a');
    const next = lookup('a');
    calls[0]!.fail(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await tick();
    calls[1]!.release();
    expect(await next).toBe(1);
  });

  it('rejects the callers of a load that throws at once, after a gap too, and goes on with the next', async () => {
    let throwing = true;
    const throwingLookup = batchedLookup(
      (keys: string[]) => {
        if (throwing) throw new Error('refused at once');
        return Promise.resolve(new Map(keys.map((k) => [k, 2])));
      },
      0,
      { minGapMs: 20 },
    );
    await expect(throwingLookup('a')).rejects.toThrow('refused at once');
    // Inside the gap: started by the timer.
    await expect(throwingLookup('a')).rejects.toThrow('refused at once');
    throwing = false;
    expect(await throwingLookup('a')).toBe(2);
  });

  it('starts look-ups at least the gap apart, the callers of the gap sharing one; after a quiet spell at once', async () => {
    const gapMs = 200;
    const values = new Map([['a', 1], ['b', 2]]);
    const { calls, load } = heldLoad(values);
    const lookup = batchedLookup(load, 0, { minGapMs: gapMs });
    const first = lookup('a');
    const firstStarted = performance.now();
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    expect(await first).toBe(1);
    // Asked after the first look-up ended, and still inside its gap: they wait for it, and share the next.
    values.set('a', 5);
    const later = [lookup('a'), lookup('b')];
    await tick();
    expect(calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, gapMs + 10));
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b']]);
    expect(performance.now() - firstStarted).toBeGreaterThanOrEqual(gapMs);
    calls[1]!.release();
    expect(await Promise.all(later)).toEqual([5, 2]);
    // A caller after a quiet spell longer than the gap is looked up at once.
    await new Promise((resolve) => setTimeout(resolve, gapMs + 10));
    void lookup('b');
    expect(calls).toHaveLength(3);
    calls[2]!.release();
  });
});
