import { useId } from 'react';
import { buttonClass } from '../../components/button-styles';
import { CREATE_TEXTS } from './create-texts';

interface ProductCardProps {
  title: string;
  price: number;
  description: string;
  action: string;
  /** Leave out for a product that cannot be ordered yet: the card shows 'Available Soon'. */
  onPick?: () => void;
  autoFocus?: boolean;
}

/** One orderable product with its price in credits. */
export function ProductCard({ title, price, description, action, onPick, autoFocus = false }: ProductCardProps) {
  const titleId = useId();
  const available = onPick !== undefined;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col gap-4 rounded-2xl border p-6 shadow-sm ${
        available
          ? 'border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900'
          : // Not faded: the dashed border, 'Available Soon' and the disabled button say it, and its text keeps its contrast.
            'border-dashed border-gray-300 bg-gray-50 dark:border-slate-700 dark:bg-slate-900/40'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
          {title}
        </h3>
        <span className="shrink-0 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
          {CREATE_TEXTS.price(price)}
        </span>
      </div>
      <p className="flex-1 text-sm text-gray-600 dark:text-slate-400">{description}</p>
      {!available && <p className="text-sm font-semibold text-amber-700 dark:text-amber-300">{CREATE_TEXTS.availableSoon}</p>}
      <button type="button" onClick={onPick} disabled={!available} autoFocus={autoFocus} className={buttonClass(available ? 'primary' : 'secondary')}>
        {action}
      </button>
    </article>
  );
}
