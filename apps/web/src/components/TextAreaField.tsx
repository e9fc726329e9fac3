import { useId } from 'react';
import { UI_TEXTS } from '../lib/ui-texts';
import { FIELD_CLASS, HINT_CLASS, LABEL_CLASS } from './field-styles';
import { LengthHint, lengthHintProps } from './LengthHint';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's limit: a longer text is kept whole (never cut), marked invalid and told under the box. */
  maxLength: number;
  placeholder?: string;
  rows?: number;
  /** The box grows with its text (up to most of the window) instead of scrolling inside a fixed height. */
  grow?: boolean;
}

/** A labelled text area with a visible 'N / max' count, read as its description; over the limit the count gives way to the LengthHint. */
export function TextAreaField({ label, value, onChange, maxLength, placeholder, rows = 6, grow = false }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const over = value.length > maxLength;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={countId}
        {...lengthHintProps(countId, value.length, maxLength)}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_CLASS} resize-y ${grow ? 'field-sizing-content max-h-[70dvh] min-h-20' : ''}`}
      />
      {over ? (
        <LengthHint id={countId} length={value.length} max={maxLength} />
      ) : (
        <p id={countId} className={`${HINT_CLASS} self-end tabular-nums`}>
          {UI_TEXTS.characterCount(value.length, maxLength)}
        </p>
      )}
    </div>
  );
}
