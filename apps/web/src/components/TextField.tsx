import { useId, type InputHTMLAttributes } from 'react';
import { INPUT_CLASS } from './field-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input (the label names it for assistive technology and tests). */
export function TextField({ label, value, onChange, className = '', ...input }: TextFieldProps) {
  const id = useId();
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
        {...input}
      />
    </div>
  );
}
