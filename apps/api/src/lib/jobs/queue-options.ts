import type { FastifyBaseLogger } from 'fastify';

export interface QueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}

/**
 * The timers of every() in one process: each period asks `queue(name)` to queue the task's run, which the driver
 * makes once across processes. Timers are unref'd: they never keep the process alive.
 */
export function periodicTimers(queue: (name: string) => Promise<unknown>) {
  const tasks = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  return {
    add: (name: string, intervalMs: number) => tasks.set(name, intervalMs),
    start(firstDelay: (intervalMs: number) => number, onError: (err: unknown) => void) {
      for (const [name, intervalMs] of tasks) {
        const tick = () => void queue(name).catch(onError);
        timers.push(setTimeout(tick, firstDelay(intervalMs)), setInterval(tick, intervalMs));
      }
      for (const timer of timers) timer.unref();
    },
    stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
    },
  };
}
