import { NAME_MAX_LENGTH } from '@persona/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSubmit } from '../lib/useSubmit';
import { IconButton } from './IconButton';
import { LengthHint, lengthHintProps } from './LengthHint';

/** How the editor's controls name themselves, after the thing being renamed. */
const TEXTS = {
  rename: (label: string) => `Rename ${label}`,
  newName: (label: string) => `New name for ${label}`,
  saveName: (label: string) => `Save new name for ${label}`,
  cancelRename: (label: string) => `Cancel renaming ${label}`,
};

interface InlineEditProps {
  /** The current name (the editor starts from it). */
  value: string;
  /** How the controls name the item ('Acme', 'campaign Spring Launch'). */
  label: string;
  /** Checks the typed name and gives the name to save; a thrown UserFacingError is the 'Oops!' text. */
  toSave: (typed: string) => string;
  /** Saves that name; a rejection keeps the editor open and shows its message. */
  onSave: (name: string) => Promise<unknown>;
  /** The longest name the rule takes: a longer one is kept whole and the limit shown (never cut). */
  maxLength?: number;
  /** The name as displayed when not editing. */
  children: ReactNode;
}

/**
 * A name with a Rename (pen) button that turns it into an input: Enter or the check button saves, Escape or
 * the X cancels. Used for companies, campaigns and avatars alike.
 */
export function InlineEdit({ value, label, toSave, onSave, maxLength = NAME_MAX_LENGTH, children }: InlineEditProps) {
  /** The typed name while editing; null when not editing. */
  const [draft, setDraft] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const hintId = useId();

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
  };

  const { busy, onSubmit } = useSubmit(async () => {
    const name = toSave(draft ?? '');
    if (name !== value) await onSave(name);
    close();
  });

  // Back on the pen button once the editor closes, so keyboard users keep their place.
  useEffect(() => {
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || busy) return;
    event.preventDefault();
    close();
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <div className="min-w-0 truncate">{children}</div>
        <IconButton icon="pen" label={TEXTS.rename(label)} onClick={() => setDraft(value)} ref={renameButton} />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
      <input
        aria-label={TEXTS.newName(label)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        readOnly={busy}
        {...lengthHintProps(hintId, draft.length, maxLength)}
        autoFocus
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-indigo-400 bg-white px-3 py-1.5 text-sm text-gray-900 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-indigo-500 dark:bg-slate-950 dark:text-slate-100"
      />
      <IconButton type="submit" icon="check" tone="confirm" label={TEXTS.saveName(label)} busy={busy} />
      <IconButton icon="close" label={TEXTS.cancelRename(label)} onClick={close} disabled={busy} />
      <LengthHint id={hintId} length={draft.length} max={maxLength} />
    </form>
  );
}
