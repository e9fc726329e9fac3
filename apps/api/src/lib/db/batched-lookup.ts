import { performance } from 'node:perf_hooks';

/**
 * Looks keys up in batches: the callers that arrive while a look-up is on its way share the next one, so a burst of
 * requests costs one round trip instead of one each. A caller never shares a look-up that started before it asked:
 * what it reads is at least as new as its own arrival (a write it saw committed is seen).
 *
 * minGapMs: look-ups start at least this far apart. Under load a round trip is shorter than the gap between
 * requests, so without it nearly every request had a look-up of its own; with it, the callers of the gap share one
 * and each waits at most the gap. A caller after a quiet spell is looked up at once.
 */
export function batchedLookup<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V, { minGapMs = 0 } = {}): (key: K) => Promise<V> {
  let inFlight = false;
  let timer: NodeJS.Timeout | null = null;
  let lastStart = -Infinity;
  let waiting = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();

  function next(): void {
    if (inFlight || timer || waiting.size === 0) return;
    const wait = lastStart + minGapMs - performance.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        next();
      }, wait);
      return;
    }
    const batch = waiting;
    waiting = new Map();
    inFlight = true;
    lastStart = performance.now();
    // Called from a timer too: a load that throws at once must reject its callers, not escape as an uncaught error.
    new Promise<Map<K, V>>((resolve) => resolve(load([...batch.keys()]))).then(
      (found) => {
        for (const [key, callers] of batch) for (const caller of callers) caller.resolve(found.has(key) ? found.get(key)! : missing);
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
      },
    ).finally(() => {
      inFlight = false;
      next();
    });
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      next();
    });
}
