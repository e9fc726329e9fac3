export type LogoVariant = 'dark' | 'light';

export interface LogoPalette {
  from: string;
  to: string;
  glyph: string;
  word: string;
  accent: string;
}

/** 'dark' is drawn for dark backgrounds, 'light' for light ones. */
export const LOGO_PALETTES: Record<LogoVariant, LogoPalette> = {
  dark: { from: '#818cf8', to: '#c084fc', glyph: '#0f172a', word: '#f8fafc', accent: '#a5b4fc' },
  light: { from: '#4f46e5', to: '#9333ea', glyph: '#ffffff', word: '#0f172a', accent: '#4f46e5' },
};
