import { useRef, useState } from 'react';
import { confirmDanger, showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { keepFocusThroughRemoval } from '../../lib/focus';
import { COMPANIES_TEXTS } from './companies-texts';
import { IconButton } from '../../components/IconButton';

interface DeleteButtonProps {
  what: 'company' | 'campaign';
  /** How the button names the item ('Acme', 'campaign Spring Launch'). */
  label: string;
  onDelete: () => Promise<unknown>;
}

/**
 * Deletes after the 'Danger zone' confirmation (spec section 8); a failure shows the server's message. Once the
 * item (its list row) is gone, focus moves to the next row, else the previous one, else the screen's heading.
 */
export function DeleteButton({ what, label, onDelete }: DeleteButtonProps) {
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const remove = async () => {
    if (busy || !(await confirmDanger(what))) return;
    setBusy(true);
    let failure: string | null = null;
    const refocus = button.current && keepFocusThroughRemoval(button.current, 'li');
    try {
      await onDelete();
      void refocus?.();
    } catch (error) {
      failure = errorMessage(error);
    } finally {
      setBusy(false);
    }
    if (failure !== null) await showOops(failure);
  };

  return <IconButton icon="trash" tone="danger" label={COMPANIES_TEXTS.delete(label)} busy={busy} onClick={() => void remove()} ref={button} />;
}
