import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What /panels/new hands to the new panel's screen: start the run at once. */
export interface PanelLocationState {
  run?: boolean;
}

/**
 * Starts the run once when the screen was opened to run (a panel just created), then forgets that in the
 * history entry, so a reload or Back does not run it again. Deferred a task: a mount that is undone at once
 * (React's StrictMode) starts nothing.
 */
export function useAutoRun(run: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as PanelLocationState | null)?.run === true;
  const start = useRef(run);
  useEffect(() => {
    start.current = run;
  });
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
      start.current();
    });
    return () => clearTimeout(timer);
  }, [wanted, navigate, location.pathname, location.search]);
}
