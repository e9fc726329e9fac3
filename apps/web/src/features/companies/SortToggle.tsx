import { COMPANIES_TEXTS } from './companies-texts';
import type { CompanySort } from './companies-sort';

const OPTIONS: readonly { value: CompanySort; text: string }[] = [
  { value: 'name', text: COMPANIES_TEXTS.sortByName },
  { value: 'date', text: COMPANIES_TEXTS.sortByDate },
];

/** Name versus Date Created: two pressed-state buttons in a labelled group. */
export function SortToggle({ value, onChange }: { value: CompanySort; onChange: (sort: CompanySort) => void }) {
  return (
    <div role="group" aria-label={COMPANIES_TEXTS.sortBy} className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-gray-500 dark:text-slate-400">
        {COMPANIES_TEXTS.sortBy}
      </span>
      <div className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-slate-700">
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className="rounded-md px-3 py-1.5 font-medium text-gray-600 transition-colors hover:text-gray-900 aria-pressed:bg-indigo-600 aria-pressed:text-white dark:text-slate-300 dark:hover:text-white dark:aria-pressed:bg-indigo-500"
          >
            {option.text}
          </button>
        ))}
      </div>
    </div>
  );
}
