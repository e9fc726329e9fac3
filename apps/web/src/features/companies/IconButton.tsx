import type { ReactNode, Ref } from 'react';
import { Spinner } from '../../components/Spinner';

/** Line icons of the name controls (24px grid, current text colour). */
const PATHS = {
  pen: <path d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />,
  check: <path d="M20 6 9 17l-5-5" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  trash: <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />,
  chevron: <path d="m6 9 6 6 6-6" />,
} satisfies Record<string, ReactNode>;

const TONES = {
  neutral: 'text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  confirm: 'text-emerald-600 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/10',
  danger: 'text-gray-500 hover:bg-red-50 hover:text-red-600 dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-400',
} as const;

interface IconButtonProps {
  icon: keyof typeof PATHS;
  /** The accessible name (also the tooltip). */
  label: string;
  type?: 'button' | 'submit';
  tone?: keyof typeof TONES;
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
export function IconButton({ icon, label, type = 'button', tone = 'neutral', busy = false, disabled = false, onClick, iconClassName = '', expanded, controls, ref }: IconButtonProps) {
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
      className={`grid size-9 shrink-0 place-items-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]}`}
    >
      {busy ? (
        <Spinner />
      ) : (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className={`size-[18px] transition-transform ${iconClassName}`}
        >
          {PATHS[icon]}
        </svg>
      )}
    </button>
  );
}
