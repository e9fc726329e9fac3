import { useId, type InputHTMLAttributes } from 'react';
import { INPUT_CLASS } from './field-styles';
import { LengthHint, lengthHintProps } from './LengthHint';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'maxLength'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's limit: a longer text is kept whole (no native maxLength, which cuts a paste silently) and told under the field. */
  maxLength?: number;
}

/** A labelled text input (the label names it for assistive technology and tests). */
export function TextField({ label, value, onChange, maxLength = Infinity, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-limit`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        {...lengthHintProps(hintId, value.length, maxLength)}
        {...input}
      />
      <LengthHint id={hintId} length={value.length} max={maxLength} />
    </div>
  );
}
