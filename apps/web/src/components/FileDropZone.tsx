import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { buttonClass } from './button-styles';
import { Icon } from './icons';
import { HINT_CLASS, LABEL_CLASS } from './field-styles';

interface FileDropZoneProps {
  label: string;
  hint: string;
  /** The file input's accept list (a hint to the browser's chooser: dropped files are not filtered by it). */
  accept: string;
  /** The choose button's text, and what follows it (the drop invitation). */
  choose: string;
  drop: string;
  disabled?: boolean;
  /** Every chosen or dropped file, in the order given; the caller checks each. */
  onFiles: (files: File[]) => void;
}

/** Several files at once: a file input (multiple) inside a zone that also takes files dropped on it. */
export function FileDropZone({ label, hint, accept, choose, drop, disabled = false, onFiles }: FileDropZoneProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [over, setOver] = useState(false);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a removal) is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  const dropped = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    if (disabled) return;
    event.preventDefault();
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-sm transition-colors ${
          over ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10' : 'border-gray-300 dark:border-slate-700'
        }`}
      >
        <Icon name="file" className="size-5 text-gray-400 dark:text-slate-500" />
        <span className={`${buttonClass('secondary')} relative cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500`}>
          {choose}
          <input
            id={id}
            type="file"
            multiple
            accept={accept}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={chosen}
            className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </span>
        <span className="text-gray-500 dark:text-slate-400">{drop}</span>
      </div>
      <p id={hintId} className={HINT_CLASS}>
        {hint}
      </p>
    </div>
  );
}
