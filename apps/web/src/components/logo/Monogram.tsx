import { useId } from 'react';
import type { LogoPalette } from './logo-palette';

/** The "P" monogram on a rounded gradient tile, drawn in a 32×32 box (shared by both logos). */
export function Monogram({ palette }: { palette: LogoPalette }) {
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <g>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M11 25V8h6.5a5.5 5.5 0 0 1 0 11H11"
        fill="none"
        stroke={palette.glyph}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="17.5" cy="13.5" r="1.6" fill={palette.glyph} />
    </g>
  );
}
