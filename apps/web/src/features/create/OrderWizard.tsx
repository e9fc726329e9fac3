import { useId, useReducer, type FormEvent } from 'react';
import { IconButton } from '../../components/IconButton';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonForm } from '../../components/Skeleton';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session/useSession';
import { useCompanies } from '../companies';
import { CompanyCampaignStep } from './CompanyCampaignStep';
import { ContextStep } from './ContextStep';
import { CREATE_TEXTS } from './create-texts';
import { NoCompanyNotice } from './NoCompanyNotice';
import { blueprintOrderBody, findSelection } from './order-payload';
import { ProductStep } from './ProductStep';
import { useSourceUploads } from './useSourceUploads';
import { useSubmitOrder } from './useSubmitOrder';
import { INITIAL_WIZARD, refreshWizard, stepComplete, wizardReducer, WIZARD_STEP_COUNT } from './wizard-state';
import { WizardButtons } from './WizardButtons';
import { WizardSteps } from './WizardSteps';

/** Each step's heading mounts anew (keyed by step) and takes the focus, so the step change is announced. */
const focusOnMount = (node: HTMLElement | null) => {
  node?.focus();
};

/** The delivered avatar a refresh order is for (from /create?refresh=<id>). */
export interface RefreshTarget {
  id: string;
  name: string;
  companyId: string;
  campaignId: string;
}

/**
 * The three-step Blueprint order (spec section 4, Create wizard). onClose: the back arrow, or a refused order;
 * the page then unmounts the wizard, which starts over next time. With refresh, the order refreshes that
 * avatar: its company and campaign are fixed and Submit waits for at least one source.
 */
export function OrderWizard({ onClose, refresh = null }: { onClose: () => void; refresh?: RefreshTarget | null }) {
  const titleId = useId();
  const { user, account } = useSession();
  const accountId = account?.id ?? '';
  const companies = useCompanies(accountId);
  const [state, dispatch] = useReducer(wizardReducer, refresh, (target) => (target ? refreshWizard(target) : INITIAL_WIZARD));
  const { submit, sending } = useSubmitOrder(accountId, onClose);
  const uploads = useSourceUploads((action) => dispatch({ type: 'sources', action }));

  const selection = findSelection(companies.data ?? [], state.companyId, state.campaignId);
  const canContinue = stepComplete(state) && selection !== null;
  const { title, hint } = CREATE_TEXTS.steps[state.step - 1]!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step !== WIZARD_STEP_COUNT || !canContinue || !selection || !user) return;
    const { product, context, sources, refreshOf } = state;
    void submit(blueprintOrderBody({ accountId, userId: user.id, ...selection, product, context, sources, refreshOf }));
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-center gap-3">
        <IconButton icon="arrowRight" iconClassName="rotate-180" label={CREATE_TEXTS.backToProducts} onClick={onClose} disabled={sending} />
        <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
          {refresh ? CREATE_TEXTS.refreshTitle(refresh.name) : CREATE_TEXTS.wizardTitle}
        </h2>
      </div>
      {refresh && <p className="text-sm text-gray-600 dark:text-slate-400">{CREATE_TEXTS.refreshHint}</p>}

      {companies.isPending ? (
        <SkeletonForm fields={2} />
      ) : companies.isError ? (
        <LoadFailed message={errorMessage(companies.error)} query={companies} />
      ) : companies.data.length === 0 ? (
        <NoCompanyNotice />
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-6">
          <WizardSteps step={state.step} />
          <div>
            <h3 key={state.step} ref={focusOnMount} tabIndex={-1} className="text-base font-semibold text-gray-900 focus:outline-none dark:text-white">
              {title}
            </h3>
            <p className="mt-1 text-sm text-gray-600 dark:text-slate-400">{hint}</p>
          </div>
          {state.step === 1 && (
            <CompanyCampaignStep
              companies={companies.data}
              companyId={state.companyId}
              campaignId={state.campaignId}
              onCompany={(companyId) => dispatch({ type: 'company', companyId })}
              onCampaign={(campaignId) => dispatch({ type: 'campaign', campaignId })}
              fixed={refresh !== null}
            />
          )}
          {state.step === 2 && <ProductStep product={state.product} onProduct={(product) => dispatch({ type: 'product', product })} />}
          {state.step === 3 && (
            <ContextStep
              context={state.context}
              sources={state.sources}
              onContext={(context) => dispatch({ type: 'context', context })}
              uploads={uploads}
            />
          )}
          {state.step === 3 && refresh && !canContinue && state.sources.length === 0 && (
            <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{CREATE_TEXTS.refreshNeedsSource}</p>
          )}
          <WizardButtons
            step={state.step}
            canContinue={canContinue}
            sending={sending}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        </form>
      )}
    </section>
  );
}
