import { APP_NAME } from '../../lib/ui-texts';
import { LOGO_PALETTES, type LogoVariant } from './logo-palette';
import { Monogram } from './Monogram';

/** Monogram plus the "Persona Portal" wordmark, for the expanded sidebar. */
export function LogoFull({ variant, className = 'h-8' }: { variant: LogoVariant; className?: string }) {
  const palette = LOGO_PALETTES[variant];
  return (
    <svg
      viewBox="0 0 172 32"
      role="img"
      aria-label={APP_NAME}
      data-testid="logo-full"
      data-variant={variant}
      overflow="visible"
      className={className}
    >
      <Monogram palette={palette} />
      <text x="42" y="22" fontFamily="inherit" fontSize="17" letterSpacing="-0.2">
        <tspan fontWeight="700" fill={palette.word}>
          Persona
        </tspan>
        <tspan fontWeight="500" fill={palette.accent} dx="5">
          Portal
        </tspan>
      </text>
    </svg>
  );
}
