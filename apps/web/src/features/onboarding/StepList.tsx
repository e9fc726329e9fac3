import { Icon } from '../../components/icons';
import { usePublicConfig } from '../../lib/public-config';
import { ONBOARDING_TEXTS } from './onboarding-texts';
import { ONBOARDING_STEPS, stepState, stepVideo, type OnboardingStep, type StepState } from './steps';
import { StepVideo } from './StepVideo';

interface StepListProps {
  progress: number;
  /** The last step's call is under way: its button waits. */
  completing: boolean;
  onTake: (step: OnboardingStep) => void;
  /** compact: the widget's list; full: the /onboarding page. */
  variant: 'compact' | 'full';
}

const BADGE: Record<StepState, string> = {
  done: 'bg-emerald-500 text-white dark:bg-emerald-500',
  next: 'bg-indigo-600 text-white dark:bg-indigo-500',
  later: 'bg-gray-100 text-gray-500 dark:bg-slate-800 dark:text-slate-400',
};

const BUTTON: Record<StepState, string> = {
  done: 'text-gray-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-300',
  next: 'text-indigo-700 hover:text-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200',
  later: 'text-gray-500 dark:text-slate-500',
};

/**
 * The four steps with their texts and videos (a step without a configured video shows its text only). Each
 * step's button is its title: the next step's advances the progress, a done one leads to its page again, and
 * later ones wait for the steps before them.
 */
export function StepList({ progress, completing, onTake, variant }: StepListProps) {
  const { data: config } = usePublicConfig();
  const full = variant === 'full';
  return (
    <ol aria-label={ONBOARDING_TEXTS.steps} className={full ? 'flex flex-col gap-4' : 'flex flex-col gap-3'}>
      {ONBOARDING_STEPS.map((step) => {
        const state = stepState(step, progress);
        const video = stepVideo(config?.onboardingVideos, step);
        const waiting = state === 'later' || (completing && step.number === ONBOARDING_STEPS.length);
        return (
          <li
            key={step.number}
            data-state={state}
            className={
              full
                ? 'flex gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
                : 'flex gap-3'
            }
          >
            <span
              aria-hidden="true"
              className={`grid shrink-0 place-items-center rounded-full text-sm font-semibold ${full ? 'size-9' : 'size-7'} ${BADGE[state]}`}
            >
              {state === 'done' ? <Icon name="check" className="size-4" /> : step.number}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-slate-400">
                {ONBOARDING_TEXTS.stepNumber(step.number)}
                {state !== 'later' && <span className="normal-case"> · {state === 'done' ? ONBOARDING_TEXTS.done : ONBOARDING_TEXTS.next}</span>}
              </p>
              <button
                type="button"
                onClick={() => onTake(step)}
                disabled={waiting}
                title={state === 'later' ? ONBOARDING_TEXTS.doEarlierFirst : undefined}
                className={`flex items-center gap-1 self-start rounded text-left font-semibold disabled:cursor-not-allowed ${full ? 'text-lg' : 'text-sm'} ${BUTTON[state]}`}
              >
                {step.title}
                {state !== 'later' && <Icon name="arrowRight" className="size-4" />}
              </button>
              <p className="text-sm text-gray-600 dark:text-slate-400">{step.text}</p>
              {video && (
                <div className={full ? 'max-w-xl' : undefined}>
                  <StepVideo video={video} title={step.title} />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
