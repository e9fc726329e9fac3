import { LOCAL_KEYS } from '@persona/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredBoolean, writeStoredBoolean } from '../local-storage';
import { ThemeContext } from './theme-context';

/** Dark mode is on unless saved as 'false'; the flag lives in localStorage and as the 'dark' class on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(() => readStoredBoolean(LOCAL_KEYS.darkMode, true));

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
    writeStoredBoolean(LOCAL_KEYS.darkMode, dark);
  }, [dark]);

  const toggleTheme = useCallback(() => setDark((value) => !value), []);
  const value = useMemo(() => ({ dark, toggleTheme }), [dark, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
