import { ONBOARDING_STEP_COUNT } from '@persona/shared';
import { Icon } from '../../components/icons';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { ONBOARDING_TEXTS } from './onboarding-texts';
import { StepList } from './StepList';
import { useOnboarding } from './useOnboarding';

/** /onboarding (spec section 2): the guide of four steps, the same as the widget's, with what is done so far. */
export default function OnboardingPage() {
  const { progress, onboarded, completing, takeStep } = useOnboarding();
  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.onboarding}
        description={ONBOARDING_TEXTS.pageDescription}
        actions={
          <p className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 tabular-nums dark:bg-indigo-500/10 dark:text-indigo-300">
            <span className="sr-only">{ONBOARDING_TEXTS.progressLabel(progress, ONBOARDING_STEP_COUNT)}</span>
            <span aria-hidden="true">{ONBOARDING_TEXTS.progress(progress, ONBOARDING_STEP_COUNT)}</span>
          </p>
        }
      />
      {onboarded && (
        <p className="mb-6 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200">
          <Icon name="check" />
          {ONBOARDING_TEXTS.allSet}
        </p>
      )}
      <StepList progress={progress} completing={completing} onTake={takeStep} variant="full" />
    </>
  );
}
