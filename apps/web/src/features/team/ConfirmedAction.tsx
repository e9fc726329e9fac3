import { confirmDanger, showOops, showSuccess, type DangerQuestion } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { errorMessage } from '../../lib/error-message';

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

/** A row's action on the account's people that asks 'Danger zone' first (remove, make owner, revoke, leave). */
export function ConfirmedAction({ children, label, question, run, done, busy = false }: ConfirmedActionProps) {
  const act = async () => {
    if (!(await confirmDanger(question))) return;
    try {
      await run();
    } catch (error) {
      return showOops(errorMessage(error));
    }
    if (done) await showSuccess(done);
  };
  return (
    <button type="button" aria-label={label} className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => void act()}>
      {children}
    </button>
  );
}
