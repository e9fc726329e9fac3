import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { formatFileSize } from '../lib/file-size';
import { showOops } from './alerts';
import { Icon } from './icons';
import { HINT_CLASS, LABEL_CLASS } from './field-styles';

interface FilePickerProps {
  label: string;
  hint: string;
  /** The file input's accept list. */
  accept: string;
  removeLabel: string;
  /** Why a chosen file cannot be taken (shown in the 'Oops!' alert), or null. */
  problem: (file: File) => string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * An optional file: a file input; once a file is chosen, its name and size with a remove button (the input
 * comes back empty after a removal). A file the rules refuse is never taken.
 */
export function FilePicker({ label, hint, accept, removeLabel, problem, file, onChange }: FilePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  // After Remove, the (new, empty) input takes the focus the vanished button had.
  const focusInput = useRef(false);
  useEffect(() => {
    if (file || !focusInput.current) return;
    focusInput.current = false;
    input.current?.focus();
  }, [file]);

  const remove = () => {
    focusInput.current = true;
    onChange(null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const refusal = problem(chosen);
    if (refusal) {
      event.target.value = '';
      void showOops(refusal, { icon: 'warning' });
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className={LABEL_CLASS}>
        {label}
      </span>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 px-3.5 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900">
          <span className="min-w-0 flex-1 truncate font-medium text-gray-900 dark:text-slate-100">{file.name}</span>
          <span className="shrink-0 text-xs text-gray-500 tabular-nums dark:text-slate-400">{formatFileSize(file.size)}</span>
          <button
            type="button"
            aria-label={removeLabel}
            title={removeLabel}
            onClick={remove}
            className="grid size-7 shrink-0 place-items-center rounded-md text-gray-500 hover:bg-gray-200 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : (
        <input
          ref={input}
          type="file"
          aria-labelledby={labelId}
          accept={accept}
          aria-describedby={hintId}
          onChange={choose}
          className="block w-full text-sm text-gray-600 file:mr-4 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-400 dark:file:bg-indigo-500/10 dark:file:text-indigo-300 dark:hover:file:bg-indigo-500/20"
        />
      )}
      <p id={hintId} className={HINT_CLASS}>
        {hint}
      </p>
    </div>
  );
}
