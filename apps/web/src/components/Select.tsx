import type { SelectHTMLAttributes } from 'react';
import { SELECT_CLASS } from './field-styles';
import { Icon } from './icons';

/** A native select (keyboard, screen readers and phones keep their own list) styled as the fields, with our chevron. */
export function Select({ className = '', children, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={`relative block ${className}`}>
      <select {...select} className={SELECT_CLASS}>
        {children}
      </select>
      <Icon name="chevron" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500 dark:text-slate-400" />
    </span>
  );
}
