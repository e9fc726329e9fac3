import { FIDELITY_FIGURE_TEXTS, type FidelityFigure } from '@persona/shared';
import { useId } from 'react';
import { HINT_CLASS } from '../../components/field-styles';
import { ExampleItem } from './ExampleItem';
import { measureText } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';
import { FigureVerdict } from './FigureVerdict';

interface FigureItemProps {
  figure: FidelityFigure;
  /** The figure's examples in a disclosure of its own (else the report lists them all together). */
  withExamples: boolean;
}

/** One figure of a report: its title and verdict, what it measures, its measures against their targets, its examples. */
export function FigureItem({ figure, withExamples }: FigureItemProps) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-gray-200 px-4 py-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="font-semibold text-gray-900 dark:text-white">
          {figure.title}
        </span>
        <FigureVerdict passed={figure.passed} />
      </div>
      <p className={HINT_CLASS}>{FIDELITY_FIGURE_TEXTS[figure.key].measures}</p>
      {figure.note && <p className="text-sm text-gray-700 dark:text-slate-300">{figure.note}</p>}
      {figure.measures.length > 0 && (
        <ul aria-label={FIDELITY_TEXTS.measures} className="flex flex-col gap-0.5 text-sm">
          {figure.measures.map((measure) => (
            <li key={measure.key} className="flex flex-wrap justify-between gap-x-3">
              <span className="text-gray-700 dark:text-slate-300">{measure.label}</span>
              <span className="font-medium text-gray-900 tabular-nums dark:text-white">{measureText(measure)}</span>
            </li>
          ))}
        </ul>
      )}
      {withExamples && figure.examples.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{FIDELITY_TEXTS.examples(figure.examples.length)}</summary>
          <ul className="mt-2 flex flex-col gap-2">
            {figure.examples.map((example, index) => (
              <ExampleItem key={index} example={example} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
