import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { formatFileSize } from '../lib/file-size';
import { showOops } from './alerts';
import { IconButton } from './IconButton';
import { FILE_INPUT_CLASS, HINT_CLASS, LABEL_CLASS } from './field-styles';

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
          <IconButton icon="close" label={removeLabel} onClick={remove} />
        </div>
      ) : (
        <input
          ref={input}
          type="file"
          aria-labelledby={labelId}
          accept={accept}
          aria-describedby={hintId}
          onChange={choose}
          className={FILE_INPUT_CLASS}
        />
      )}
      <p id={hintId} className={HINT_CLASS}>
        {hint}
      </p>
    </div>
  );
}
