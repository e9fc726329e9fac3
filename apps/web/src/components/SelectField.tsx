import { useId, type ReactNode } from 'react';
import { HINT_CLASS, LABEL_CLASS } from './field-styles';
import { Select } from './Select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, disabled option, selected while nothing is chosen. */
  placeholder: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A labelled select with a disabled placeholder option (like the Avatar Library's filters). */
export function SelectField({ label, value, onChange, options, placeholder, disabled = false, hint }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
    </div>
  );
}
