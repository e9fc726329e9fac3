import type { FidelityReport, FidelityStreamEvent } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showOops } from '../../components/alerts';
import { followStream } from '../../lib/follow-stream';
import { fidelityCache, type FidelitySubject } from './fidelity-api';
import { runFailure } from './run-failure';

export interface RunProgress {
  done: number;
  total: number;
}

/** Starts a run's stream; it may throw first (a form that cannot be measured), which is alerted as any failure. */
export type StartRun = (signal: AbortSignal) => AsyncIterable<FidelityStreamEvent>;

/**
 * One fidelity run followed to its end: the progress as it streams, the report it finished with put in the cache.
 * A refusal (409 a run under way, 429 the hourly limit) or a broken stream is alerted and kept as a notice, and the
 * latest report is read again from the server (a run that broke off is stored as failed). Leaving the screen ends it.
 */
export function useFidelityRun(subject: FidelitySubject, start: StartRun) {
  const cache = fidelityCache(useQueryClient(), subject);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = async () => {
    if (current.current) return;
    const abort = new AbortController();
    current.current = abort;
    setRunning(true);
    setProgress(null);
    setNotice(null);
    let ended: FidelityReport | null = null;
    try {
      const done = await followStream(start(abort.signal), 'done', (event) => {
        if (event.type === 'progress') setProgress({ done: event.done, total: event.total });
        else cache.setReport(event.report);
      });
      ended = done.report;
    } catch (error) {
      if (!abort.signal.aborted) {
        const message = runFailure(error);
        setNotice(message);
        void showOops(message);
      }
    } finally {
      if (!ended) await cache.refresh().catch(() => undefined);
      if (current.current === abort) {
        current.current = null;
        setRunning(false);
        setProgress(null);
      }
    }
  };

  return { running, progress, notice, run: () => void run() };
}
