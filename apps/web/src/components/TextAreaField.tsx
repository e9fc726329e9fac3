import { useId } from 'react';
import { UI_TEXTS } from '../lib/ui-texts';
import { FIELD_CLASS, HINT_CLASS, LABEL_CLASS } from './field-styles';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  rows?: number;
  /** The box grows with its text (up to most of the window) instead of scrolling inside a fixed height. */
  grow?: boolean;
}

/** A labelled text area with its limit enforced and a visible 'N / max' count, read as its description. */
export function TextAreaField({ label, value, onChange, maxLength, placeholder, rows = 6, grow = false }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={countId}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        className={`${FIELD_CLASS} resize-y ${grow ? 'field-sizing-content max-h-[70dvh] min-h-20' : ''}`}
      />
      <p id={countId} className={`${HINT_CLASS} self-end tabular-nums`}>
        {UI_TEXTS.characterCount(value.length, maxLength)}
      </p>
    </div>
  );
}
