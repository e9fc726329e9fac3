import type { Ref } from 'react';
import { Icon } from './icons';
import { Spinner } from './Spinner';

const TONES = {
  neutral: 'text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  confirm: 'text-emerald-600 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/10',
  danger: 'text-gray-500 hover:bg-red-50 hover:text-red-600 dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-400',
} as const;

const SIZES = { sm: 'size-8', md: 'size-10' } as const;

interface IconButtonProps {
  icon: 'pen' | 'check' | 'close' | 'trash' | 'chevron' | 'arrowRight';
  /** The accessible name (also the tooltip). */
  label: string;
  type?: 'button' | 'submit';
  tone?: keyof typeof TONES;
  /** sm (32 px, in rows and cards) or md (40 px, beside fields and md buttons): the heights of button-styles.ts. */
  size?: keyof typeof SIZES;
  /** In flight: a spinner, and disabled. */
  busy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Extra classes for the icon (e.g. a rotation). */
  iconClassName?: string;
  expanded?: boolean;
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square icon-only button with an accessible name; busy shows a spinner and disables it. */
export function IconButton({ icon, label, type = 'button', tone = 'neutral', size = 'sm', busy = false, disabled = false, onClick, iconClassName = '', expanded, controls, ref }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={busy || disabled}
      onClick={onClick}
      className={`grid ${SIZES[size]} shrink-0 place-items-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]}`}
    >
      {busy ? (
        <Spinner />
      ) : (
        <Icon name={icon} className={`size-[18px] transition-transform ${iconClassName}`} />
      )}
    </button>
  );
}
