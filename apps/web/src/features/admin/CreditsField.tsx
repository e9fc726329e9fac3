import { useEffect, useRef, useState } from 'react';
import { ADMIN_TEXTS } from './admin-texts';
import { CreditsEditor } from './CreditsEditor';
import { Icon } from '../../components/icons';

interface CreditsFieldProps {
  accountId: string;
  accountName: string;
  credits: number;
}

/** An account's credits: the number, which turns into an input when clicked (view mode ↔ edit mode). */
export function CreditsField({ accountId, accountName, credits }: CreditsFieldProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Leaving edit mode removes the focused input: give the focus back to the number.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  if (editing) {
    const done = () => {
      refocus.current = true;
      setEditing(false);
    };
    return <CreditsEditor accountId={accountId} accountName={accountName} credits={credits} onDone={done} />;
  }

  return (
    <button
      ref={editButton}
      type="button"
      onClick={() => setEditing(true)}
      title={ADMIN_TEXTS.editCredits(accountName)}
      className="group inline-flex min-w-16 items-center justify-end gap-2 rounded-lg px-2.5 py-1.5 text-sm font-semibold tabular-nums text-gray-900 transition-colors hover:bg-gray-100 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {/* The visible number starts the accessible name, so voice users can say what they see. */}
      <span data-testid="credits-value">{credits}</span>{' '}
      <span className="sr-only">{ADMIN_TEXTS.editCredits(accountName)}</span>
      <Icon name="pen" className="size-4 text-gray-400 group-hover:text-indigo-500" />
    </button>
  );
}
