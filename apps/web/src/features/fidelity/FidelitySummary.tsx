import type { FidelityResult } from '@persona/shared';
import { figuresInOrder, measureValue } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';
import { FigureVerdict } from './FigureVerdict';

/** The seven figures in one compact list: each one's title, verdict and main value (its first measure). */
export function FidelitySummary({ result }: { result: FidelityResult }) {
  return (
    <ul aria-label={FIDELITY_TEXTS.figures} className="flex flex-col divide-y divide-gray-100 text-sm dark:divide-slate-800">
      {figuresInOrder(result.figures).map((figure) => {
        const main = figure.measures[0];
        return (
          <li key={figure.key} className="flex items-center gap-2 py-1.5">
            <span className="min-w-0 flex-1 truncate text-gray-800 dark:text-slate-200">{figure.title}</span>
            {main && <span className="text-gray-600 tabular-nums dark:text-slate-400">{measureValue(main)}</span>}
            <FigureVerdict passed={figure.passed} />
          </li>
        );
      })}
    </ul>
  );
}
