/**
 * Runs pass every intervalMs (the first one soon after start, so a server restarted often still runs it), on
 * unref'd timers that never keep the process alive, never two at once. intervalMs 0 runs nothing. stop() clears
 * the timers and waits for a pass in progress; the pass is told through `stopping` that the server is closing.
 */
export function startPeriodic(pass: (stopping: () => boolean) => Promise<unknown>, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const run = () => {
    if (busy || stopped) return;
    busy = true;
    running = pass(() => stopped).finally(() => {
      busy = false;
    });
  };
  const first = setTimeout(run, Math.min(intervalMs, 60_000));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
