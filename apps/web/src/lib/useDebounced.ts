import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs` (what typing settles on), so each keystroke costs no call. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
