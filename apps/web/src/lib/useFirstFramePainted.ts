import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * False until the component's first frame has been painted, then true, set as a transition: what it holds back is
 * drawn in slices that give way to input and to the browser's frames, instead of one long task before or right
 * after the first paint. `onPainted` runs once that frame is painted, before the transition (a measurement of it).
 */
export function useFirstFramePainted(onPainted?: () => void): boolean {
  const [painted, setPainted] = useState(false);
  const measure = useEffectEvent(() => onPainted?.());
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        measure();
        startTransition(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
