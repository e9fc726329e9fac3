import type { Panel } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { panelsCache, streamRun } from './panels-api';
import { applyRunEvent, followRun, type RunState } from './run-state';

/**
 * The run of one panel: Run streams the answers in (the live state), Stop aborts the fetch (the server keeps
 * what finished). A refusal (409 already running, 429 the hourly limit) or a broken stream is shown once, as the
 * page's notice, and the panel is read again from the server. Leaving the screen stops the run.
 */
export function usePanelRun(id: string) {
  const cache = panelsCache(useQueryClient());
  const [live, setLive] = useState<RunState | null>(null);
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const stop = useCallback(() => current.current?.abort(), []);

  const run = async () => {
    if (current.current) return;
    const abort = new AbortController();
    current.current = abort;
    setRunning(true);
    setNotice(null);
    setLive(null);
    let ended: Panel | null = null;
    try {
      ended = await followRun(streamRun(id, abort.signal), (event) => setLive((state) => applyRunEvent(state, event)));
      cache.setPanel(ended);
    } catch (error) {
      if (!abort.signal.aborted) {
        // One failure, one message: the notice on the page (no alert on top of it).
        setNotice(errorMessage(error));
      }
    } finally {
      // Stopped or broken off: what the server kept replaces what was on screen.
      if (!ended) await cache.refreshPanel(id).catch(() => undefined);
      if (current.current === abort) {
        current.current = null;
        setRunning(false);
        setLive(null);
      }
      void cache.refreshLists();
    }
  };

  return { live, running, notice, run, stop };
}
