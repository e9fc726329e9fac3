import { buttonClass } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { CREATE_TEXTS } from './create-texts';
import { WIZARD_STEP_COUNT, type WizardStep } from './wizard-state';

interface WizardButtonsProps {
  step: WizardStep;
  /** The step's required values are there: Next (steps 1 and 2) or Submit (step 3) is enabled. */
  canContinue: boolean;
  sending: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Back on steps 2 and 3, Next on steps 1 and 2, Submit (the form's submit button) only on step 3. */
export function WizardButtons({ step, canContinue, sending, onBack, onNext }: WizardButtonsProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-gray-200 pt-5 dark:border-slate-800">
      {step > 1 ? (
        <button type="button" onClick={onBack} disabled={sending} className={buttonClass('secondary')}>
          {CREATE_TEXTS.back}
        </button>
      ) : (
        <span />
      )}
      {step < WIZARD_STEP_COUNT ? (
        <button key="next" type="button" onClick={onNext} disabled={!canContinue} className={`${buttonClass('primary')} min-w-32`}>
          {CREATE_TEXTS.next}
        </button>
      ) : (
        <div key="submit" className="min-w-32">
          <SubmitButton disabled={!canContinue} busy={sending}>
            {CREATE_TEXTS.submit}
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
