/**
 * The calls index.html's inline script starts before the app's code arrives (the sign-in sequence's, with the
 * stored token): each address once, with the token it was sent with. `started` settles once every call it will
 * make has begun.
 */
interface PrefetchedCalls {
  token: string;
  calls: Record<string, Promise<Response> | undefined>;
  started: Promise<void>;
}

declare global {
  interface Window {
    __prefetchedCalls?: PrefetchedCalls;
  }
}

const prefetched = (): PrefetchedCalls | undefined => (typeof window === 'undefined' ? undefined : window.__prefetchedCalls);

/**
 * The answer the inline script asked for at this address with this token, taken once; null when it asked for
 * none (or it failed on the network: the caller asks again).
 */
export async function takePrefetched(url: string, token: string | null): Promise<Response | null> {
  const early = prefetched();
  if (!early || token === null || early.token !== token) return null;
  if (!(url in early.calls)) await early.started;
  const call = early.calls[url];
  if (!call) return null;
  delete early.calls[url];
  return call.catch(() => null);
}

/** Whatever the inline script asked for and nobody took is dropped: later calls read the API afresh. */
export function forgetPrefetched(): void {
  if (typeof window !== 'undefined') delete window.__prefetchedCalls;
}
