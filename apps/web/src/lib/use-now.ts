import { useState } from 'react';

/** The time the component first drew, fixed for its life (what "now" means for overdue marks and charts on a screen). */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
