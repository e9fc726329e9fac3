import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { Spinner } from './Spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** The form lacks required values: the button stays disabled. */
  disabled?: boolean;
  /** The submission is in flight: disabled, with a spinner and aria-busy. */
  busy?: boolean;
}

/** A form's primary, full-width submit button. */
export function SubmitButton({ children, disabled = false, busy = false }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled || busy} aria-busy={busy} className={`${buttonClass('primary')} w-full`}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
