import { LOCAL_KEYS } from '@persona/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredBoolean, writeStoredBoolean } from '../local-storage';
import { ThemeContext } from './theme-context';

/** Dark mode is on unless saved as 'false'; the flag lives in localStorage and as the 'dark' class on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(() => readStoredBoolean(LOCAL_KEYS.darkMode, true));

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  // Saved only when the person changes it: a save as the app mounts (which a first render in slices can finish
  // after the page has loaded) would overwrite a theme chosen meanwhile in another tab.
  const toggleTheme = useCallback(() => {
    writeStoredBoolean(LOCAL_KEYS.darkMode, !dark);
    setDark(!dark);
  }, [dark]);
  const value = useMemo(() => ({ dark, toggleTheme }), [dark, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
