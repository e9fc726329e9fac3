import { APP_NAME } from '../../lib/ui-texts';
import { LOGO_PALETTES, type LogoVariant } from './logo-palette';
import { Monogram } from './Monogram';

/** The monogram alone, for the collapsed sidebar. */
export function LogoTrimmed({ variant, className = 'size-8' }: { variant: LogoVariant; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label={APP_NAME} data-testid="logo-trimmed" data-variant={variant} className={className}>
      <Monogram palette={LOGO_PALETTES[variant]} />
    </svg>
  );
}
