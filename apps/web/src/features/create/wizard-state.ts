import { CONTEXT_MAX_LENGTH, PRODUCT_MAX_LENGTH } from '@persona/shared';
import { orderSourceIds, sourceListReducer, sourcesSettled, type SourceAction, type SourceItem } from './source-list';

/** The Create wizard (spec section 4): step 1 company and campaign, step 2 product, step 3 context and sources. */
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEP_COUNT = 3;

export interface WizardState {
  step: WizardStep;
  companyId: string;
  campaignId: string;
  product: string;
  context: string;
  sources: SourceItem[];
  /** The delivered avatar this order refreshes: its company and campaign are fixed, and a source is required. */
  refreshOf: string | null;
}

export type WizardAction =
  | { type: 'company'; companyId: string }
  | { type: 'campaign'; campaignId: string }
  | { type: 'product'; product: string }
  | { type: 'context'; context: string }
  | { type: 'sources'; action: SourceAction }
  | { type: 'next' }
  | { type: 'back' };

export const INITIAL_WIZARD: WizardState = { step: 1, companyId: '', campaignId: '', product: '', context: '', sources: [], refreshOf: null };

/** The wizard refreshing an avatar: its company and campaign chosen (and kept). */
export const refreshWizard = (avatar: { id: string; companyId: string; campaignId: string }): WizardState => ({
  ...INITIAL_WIZARD,
  companyId: avatar.companyId,
  campaignId: avatar.campaignId,
  refreshOf: avatar.id,
});

const filled = (text: string) => text.trim() !== '';
/** Text over its limit is kept whole (the field says the limit); the step waits until it is shortened. */
const fits = (text: string, max: number) => text.length <= max;

/**
 * Next (steps 1 and 2) or Submit (step 3) may be pressed: the step's required values are there and within their
 * limits. Step 3 needs context text or a source (a refresh: a source), and no source still being read or failed
 * (retried or removed first).
 */
export function stepComplete(state: WizardState): boolean {
  switch (state.step) {
    case 1:
      return state.companyId !== '' && state.campaignId !== '';
    case 2:
      return filled(state.product) && fits(state.product, PRODUCT_MAX_LENGTH);
    case 3: {
      const hasSource = orderSourceIds(state.sources).length > 0;
      return (state.refreshOf ? hasSource : filled(state.context) || hasSource) && fits(state.context, CONTEXT_MAX_LENGTH) && sourcesSettled(state.sources);
    }
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'company':
      if (state.refreshOf) return state;
      // The campaigns belong to the company: a new company clears the chosen campaign.
      return action.companyId === state.companyId ? state : { ...state, companyId: action.companyId, campaignId: '' };
    case 'campaign':
      if (state.refreshOf) return state;
      return { ...state, campaignId: action.campaignId };
    case 'product':
      return { ...state, product: action.product };
    case 'context':
      return { ...state, context: action.context };
    case 'sources':
      return { ...state, sources: sourceListReducer(state.sources, action.action) };
    case 'next':
      return state.step < WIZARD_STEP_COUNT && stepComplete(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as WizardStep } : state;
  }
}
