import { useEffect } from 'react';

/**
 * Prints the screen in the light theme: paper is white (and browsers drop backgrounds when printing), so the
 * dark theme's light text would all but vanish. The theme comes back once the print dialog closes.
 */
export function usePrintInLight() {
  useEffect(() => {
    const root = document.documentElement;
    let darkBefore = false;
    const before = () => {
      darkBefore = root.classList.contains('dark');
      root.classList.remove('dark');
    };
    const after = () => {
      if (darkBefore) root.classList.add('dark');
      darkBefore = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, []);
}
