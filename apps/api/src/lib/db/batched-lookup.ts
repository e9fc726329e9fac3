/**
 * Looks keys up in batches: the callers that arrive while a look-up is on its way share the next one, so a burst of
 * requests costs one round trip instead of one each. A caller never shares a look-up that started before it asked:
 * what it reads is at least as new as its own arrival (a write it saw committed is seen).
 */
export function batchedLookup<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  let inFlight = false;
  let waiting = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();

  function next(): void {
    if (inFlight || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    inFlight = true;
    load([...batch.keys()]).then(
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
