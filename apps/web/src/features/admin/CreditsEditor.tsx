import { MESSAGES } from '@persona/shared';
import { useState, type KeyboardEvent } from 'react';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { useSetCredits } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { parseCredits } from './credits-input';
import { Icon } from '../../components/icons';

interface CreditsEditorProps {
  accountId: string;
  accountName: string;
  credits: number;
  /** Back to showing the number (after a save, or to cancel). */
  onDone: () => void;
}

const ICON_BUTTON =
  'grid size-8 place-items-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 disabled:cursor-wait disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * The credits field in edit mode (spec section 5): Enter or the check sets the credits, Escape or the X
 * cancels and the old value stays. Not a number: the 'Oops!' alert and no call; the API's refusal is alerted too.
 */
export function CreditsEditor({ accountId, accountName, credits, onDone }: CreditsEditorProps) {
  const [draft, setDraft] = useState(String(credits));
  const save = useSetCredits();

  const confirm = async () => {
    if (save.isPending) return;
    const value = parseCredits(draft);
    if (value === null) return showOops(MESSAGES.notANumber);
    if (value === credits) return onDone();
    try {
      await save.mutateAsync({ accountId, credits: value });
      onDone();
    } catch (error) {
      await showOops(errorMessage(error));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <span className="inline-flex items-center gap-1">
      <input
        aria-label={ADMIN_TEXTS.creditsInput(accountName)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        readOnly={save.isPending}
        aria-busy={save.isPending}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        className="w-24 rounded-lg border border-indigo-400 bg-white px-2.5 py-1.5 text-right text-sm tabular-nums text-gray-900 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-indigo-500 dark:bg-slate-950 dark:text-slate-100"
      />
      <button type="button" onClick={() => void confirm()} disabled={save.isPending} aria-label={ADMIN_TEXTS.saveCredits(accountName)} title={ADMIN_TEXTS.saveCredits(accountName)} className={ICON_BUTTON}>
        <Icon name="check" className="size-4" />
      </button>
      <button type="button" onClick={onDone} aria-label={ADMIN_TEXTS.cancelCredits(accountName)} title={ADMIN_TEXTS.cancelCredits(accountName)} className={ICON_BUTTON}>
        <Icon name="close" className="size-4" />
      </button>
    </span>
  );
}
