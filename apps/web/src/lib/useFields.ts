import { useCallback, useState } from 'react';

/** The values of a small form's text fields, with one setter per field name. */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const setField = useCallback(
    (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const filled = (...names: (keyof T)[]) => names.every((name) => (values[name] ?? '').trim() !== '');
  return { values, setField, filled };
}
