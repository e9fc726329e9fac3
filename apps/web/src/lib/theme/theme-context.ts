import { createContext } from 'react';

export interface ThemeState {
  dark: boolean;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);
