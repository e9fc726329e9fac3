/** How often a long piece of work (a panel run, a chat answer) writes that it is alive. */
export const HEARTBEAT_MS = 5_000;
/** Silent this long, the work is taken for cut off (its process died): six beats missed, room for a loaded machine. */
export const HEARTBEAT_STALE_MS = 30_000;

/** Whether work whose last beat was at `beatAt` is still alive (null: it never beat, so it is not). */
export const isAlive = (beatAt: Date | null, now = Date.now()): boolean => beatAt !== null && now - beatAt.getTime() <= HEARTBEAT_STALE_MS;

/** Calls `beat` every HEARTBEAT_MS until the returned stop is called; a failed beat is reported, never thrown. */
export function startHeartbeat(beat: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => void beat().catch(onError), HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
