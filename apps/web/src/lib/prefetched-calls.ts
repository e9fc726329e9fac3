/**
 * The calls index.html's inline script starts before the app's code arrives (the sign-in sequence's, and on the
 * library its first calls, with the stored token): each address once, with the token it was sent with. `started`
 * settles once every call it will make has begun; `screen` lists the addresses of the first screen's calls (not
 * the sign-in sequence's), whose answers outlive the sequence for a short while.
 */
interface PrefetchedCalls {
  token: string;
  calls: Record<string, Promise<Response> | undefined>;
  started: Promise<void>;
  screen?: string[];
}

declare global {
  interface Window {
    __prefetchedCalls?: PrefetchedCalls;
    /** The calls the inline script starts without a token for every visitor (the public settings), by address. */
    __publicCalls?: Record<string, Promise<Response> | undefined>;
  }
}

/** How long the first screen's answers wait for their calls once the sign-in sequence is over. */
export const SCREEN_CALLS_MS = 10_000;

const prefetched = (): PrefetchedCalls | undefined => (typeof window === 'undefined' ? undefined : window.__prefetchedCalls);

/**
 * The answer the inline script asked for at this address with this token, taken once; null when it asked for
 * none (or it failed on the network: the caller asks again). `early` calls (the sign-in sequence's, the library's
 * own) wait, when the address is not asked for yet, until the script has started all it will; any other GET takes
 * only a first screen's answer already on its way (the processing banner's count), never waiting. A call without a
 * token takes only what the script asked for without one (the public settings), never waiting either.
 */
export async function takePrefetched(url: string, token: string | null, early = true): Promise<Response | null> {
  if (token === null) return takePublic(url);
  const found = prefetched();
  if (!found || found.token !== token) return null;
  if (!early && !found.screen?.includes(url)) return null;
  if (early && !(url in found.calls)) await found.started;
  return takeFrom(found.calls, url);
}

/** The answer the inline script asked for at this address without a token (the public settings). */
const takePublic = (url: string) => (typeof window === 'undefined' || !window.__publicCalls ? null : takeFrom(window.__publicCalls, url));

/** The call at this address, removed so that it is taken once; null when there is none, or when it failed on the network. */
function takeFrom(calls: Record<string, Promise<Response> | undefined>, url: string): Promise<Response | null> | null {
  const call = calls[url];
  if (!call) return null;
  delete calls[url];
  return call.catch(() => null);
}

/** Drops every answer nobody took: later calls read the API afresh (after a write, say). */
export function dropPrefetched(): void {
  if (typeof window !== 'undefined') delete window.__prefetchedCalls;
}

/**
 * The sign-in sequence is over: whatever the inline script asked for and nobody took is dropped, but for the
 * first screen's calls, kept for SCREEN_CALLS_MS (the screen asks for them as it mounts, right after).
 */
export function forgetPrefetched(): void {
  const found = prefetched();
  if (!found) return;
  const kept = (found.screen ?? []).filter((url) => found.calls[url] !== undefined);
  if (kept.length === 0) {
    dropPrefetched();
    return;
  }
  found.calls = Object.fromEntries(kept.map((url) => [url, found.calls[url]]));
  found.screen = kept;
  found.started = Promise.resolve();
  setTimeout(() => {
    if (prefetched() === found) dropPrefetched();
  }, SCREEN_CALLS_MS);
}
