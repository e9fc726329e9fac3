import { AUTH_TEXTS } from '../../lib/ui-texts';
import { CREATE_TEXTS } from './create-texts';
import { WIZARD_STEP_COUNT, type WizardStep } from './wizard-state';

/** 'Step N of 3' and a three-part progress bar naming each step; the current one is aria-current. */
export function WizardSteps({ step }: { step: WizardStep }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-300">{AUTH_TEXTS.step(step, WIZARD_STEP_COUNT)}</p>
      <ol aria-label={CREATE_TEXTS.stepsLabel} className="grid grid-cols-3 gap-2">
        {CREATE_TEXTS.steps.map(({ title }, index) => {
          const number = index + 1;
          const reached = number <= step;
          return (
            <li key={title} aria-current={number === step ? 'step' : undefined} className="flex flex-col gap-1.5">
              <span aria-hidden="true" className={`h-1.5 rounded-full ${reached ? 'bg-indigo-500' : 'bg-gray-200 dark:bg-slate-700'}`} />
              <span className={`truncate text-xs font-medium ${reached ? 'text-gray-900 dark:text-slate-100' : 'text-gray-500 dark:text-slate-400'}`}>
                {number}. {title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
