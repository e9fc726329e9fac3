import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { showOops } from '../../components/alerts';
import { ATTACHMENT_ACCEPT, attachmentProblem, formatFileSize } from './attachment-rules';
import { CREATE_TEXTS } from './create-texts';
import { HINT_CLASS, LABEL_CLASS } from './field-styles';

interface AttachmentPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * The optional order attachment: a file input limited to the allowed types; once a file is chosen, its name
 * and size with a remove button (the input comes back empty after a removal).
 */
export function AttachmentPicker({ file, onChange }: AttachmentPickerProps) {
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
    const problem = attachmentProblem(chosen);
    if (problem) {
      event.target.value = '';
      void showOops(problem, { icon: 'warning' });
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className={LABEL_CLASS}>
        {CREATE_TEXTS.attachment}
      </span>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 px-3.5 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900">
          <span className="min-w-0 flex-1 truncate font-medium text-gray-900 dark:text-slate-100">{file.name}</span>
          <span className="shrink-0 text-xs text-gray-500 tabular-nums dark:text-slate-400">{formatFileSize(file.size)}</span>
          <button
            type="button"
            aria-label={CREATE_TEXTS.removeAttachment}
            title={CREATE_TEXTS.removeAttachment}
            onClick={remove}
            className="grid size-7 shrink-0 place-items-center rounded-md text-gray-500 hover:bg-gray-200 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-4">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      ) : (
        <input
          ref={input}
          type="file"
          aria-labelledby={labelId}
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={hintId}
          onChange={choose}
          className="block w-full text-sm text-gray-600 file:mr-4 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-400 dark:file:bg-indigo-500/10 dark:file:text-indigo-300 dark:hover:file:bg-indigo-500/20"
        />
      )}
      <p id={hintId} className={HINT_CLASS}>
        {CREATE_TEXTS.attachmentHint}
      </p>
    </div>
  );
}
