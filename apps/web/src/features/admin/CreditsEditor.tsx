import { MESSAGES } from '@persona/shared';
import { useState, type KeyboardEvent } from 'react';
import { showOops } from '../../components/alerts';
import { IconButton } from '../../components/IconButton';
import { errorMessage } from '../../lib/error-message';
import { useSetCredits } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { parseCredits } from './credits-input';

interface CreditsEditorProps {
  accountId: string;
  accountName: string;
  credits: number;
  /** Back to showing the number (after a save, or to cancel). */
  onDone: () => void;
}

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
        className="h-8 w-24 rounded-lg border border-indigo-400 bg-white px-2.5 text-right text-sm tabular-nums text-gray-900 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-indigo-500 dark:bg-slate-950 dark:text-slate-100"
      />
      <IconButton icon="check" tone="confirm" label={ADMIN_TEXTS.saveCredits(accountName)} busy={save.isPending} onClick={() => void confirm()} />
      <IconButton icon="close" label={ADMIN_TEXTS.cancelCredits(accountName)} onClick={onDone} />
    </span>
  );
}
