import { confirmDanger, showOops, showSuccess, type DangerQuestion } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { useRef } from 'react';
import { errorMessage } from '../../lib/error-message';
import { keepFocusThroughRemoval } from '../../lib/focus';

interface ConfirmedActionProps {
  children: string;
  label: string;
  question: DangerQuestion;
  /** The change; its failure is shown in the 'Oops!' alert with the server's message. */
  run: () => Promise<unknown>;
  /** Said once the change is done (nothing when the screen itself shows it, e.g. a leave that signs out). */
  done?: string;
  busy?: boolean;
}

/**
 * A row's action on the account's people that asks 'Danger zone' first (remove, make owner, revoke, leave). The
 * action takes its button away (the row, or the owner's actions on it): once the closing alert gives focus back to
 * nothing, it moves to the next row's first control, else the previous one's, else the screen's heading.
 */
export function ConfirmedAction({ children, label, question, run, done, busy = false }: ConfirmedActionProps) {
  const button = useRef<HTMLButtonElement>(null);
  const act = async () => {
    if (!(await confirmDanger(question))) return;
    const refocus = button.current && keepFocusThroughRemoval(button.current, 'li');
    try {
      await run();
    } catch (error) {
      return showOops(errorMessage(error));
    }
    if (done) await showSuccess(done);
    void refocus?.();
  };
  return (
    <button ref={button} type="button" aria-label={label} className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => void act()}>
      {children}
    </button>
  );
}
