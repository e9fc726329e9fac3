import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds`, one a second, and calls onDone once at zero. The timer is cleared
 * when the screen goes away, so a countdown left early never fires.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (remaining <= 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return Math.max(remaining, 0);
}
