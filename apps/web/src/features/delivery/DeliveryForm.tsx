import { capitalizeWords, routes, type OpenOrder } from '@persona/shared';
import { useState, type SetStateAction } from 'react';
import { showSuccess } from '../../components/alerts';
import { FilePicker } from '../../components/FilePicker';
import { SubmitButton } from '../../components/SubmitButton';
import { isApiError } from '../../lib/api-client';
import { UserFacingError } from '../../lib/error-message';
import { useSubmit } from '../../lib/useSubmit';
import { OrderFidelityPanel } from '../fidelity';
import { BlueprintFields } from './BlueprintFields';
import { ClaimsEditor } from './ClaimsEditor';
import { unsupportedClaims, type SectionClaims } from './claims-form';
import { useDeliverOrder } from './deliver-api';
import { deliveryProblem, deliveryStart, portraitProblem, toDeliverBody, type BlueprintWriting, type DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { DraftControls } from './DraftControls';
import { useClaimMarks } from './evidence-api';
import { PersonaFields } from './PersonaFields';
import { useBlueprintDraft } from './useBlueprintDraft';

interface DeliveryFormProps {
  id: string;
  order: Pick<OpenOrder, 'id' | 'accountName' | 'sources' | 'refreshOf'>;
  /** 'Company - Campaign', naming the form. */
  label: string;
}

/**
 * Delivers one order: the persona, an optional portrait and the Blueprint, typed or drafted with the model and
 * reviewed; an order with sources is written as claims citing them. The body is checked against the API's own
 * schema first (and claims against their last marks), so a missing field costs no upload; the order leaves the
 * list once delivered, and a refusal keeps everything typed.
 */
export function DeliveryForm({ id, order, label }: DeliveryFormProps) {
  const [values, setValues] = useState<DeliveryFormValues>(() => deliveryStart(order.refreshOf));
  const [start] = useState(values);
  const [portrait, setPortrait] = useState<File | null>(null);
  const deliver = useDeliverOrder();
  const update = (patch: Partial<DeliveryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // A refresh keeps its avatar's name through a draft (the admin may still rename it); the rest follows the research.
  const keepName = order.refreshOf !== null;
  const setDrafted = (change: SetStateAction<DeliveryFormValues>) =>
    setValues((current) => {
      const next = typeof change === 'function' ? change(current) : change;
      return keepName ? { ...next, name: current.name } : next;
    });
  const draft = useBlueprintDraft(order.id, values, setDrafted, start);
  const writing: BlueprintWriting = order.sources.length > 0 ? 'claims' : 'markdown';
  const writingClaims = writing === 'claims' && values.source === 'sections';
  const checks = useClaimMarks(order.id, values.claims, writingClaims && !draft.drafting);
  const changeClaims = (change: (claims: SectionClaims) => SectionClaims) => setValues((current) => ({ ...current, claims: change(current.claims) }));

  // What delivering would send now, refused in the server's words while it would be refused; fidelity measures the same.
  const checkedBody = () => {
    const body = toDeliverBody(values, writing);
    const problem = deliveryProblem(body);
    if (problem) throw new UserFacingError(problem);
    return body;
  };

  const { busy, onSubmit } = useSubmit(async () => {
    const body = checkedBody();
    if (writingClaims && unsupportedClaims(checks.marks, values.claims) > 0) throw new UserFacingError(DELIVERY_TEXTS.claimsUnsupported);
    try {
      await deliver.mutateAsync({ orderId: order.id, body, portrait });
    } catch (error) {
      // The server's check is the one that counts, and its message names the claim: the claims are checked again
      // so the marks (an unsupported claim, an unknown citation) show where it is.
      if (isApiError(error, routes.deliverOrder, 'CLAIM_UNSUPPORTED') || isApiError(error, routes.deliverOrder, 'UNPROCESSABLE')) void checks.recheck();
      throw error;
    }
    void showSuccess(DELIVERY_TEXTS.delivered(capitalizeWords(values.name.trim()), capitalizeWords(order.accountName)));
  });

  return (
    <form id={id} aria-label={DELIVERY_TEXTS.deliverOf(label)} noValidate onSubmit={onSubmit} className="flex flex-col gap-6 border-t border-gray-100 px-5 py-5 dark:border-slate-800">
      {order.refreshOf && (
        <div className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm dark:border-sky-900 dark:bg-sky-950/40">
          <p className="font-semibold text-gray-900 dark:text-white">{DELIVERY_TEXTS.refreshOf(capitalizeWords(order.refreshOf.name))}</p>
          <p className="text-gray-700 dark:text-slate-300">{DELIVERY_TEXTS.refreshHint}</p>
        </div>
      )}
      <DraftControls drafting={draft.drafting} draftedBy={values.draftedBy} fromSources={writing === 'claims'} onDraft={draft.draft} onStop={draft.stop} />
      <PersonaFields values={values} onChange={update} disabled={draft.drafting} />
      <FilePicker
        label={DELIVERY_TEXTS.portrait}
        hint={DELIVERY_TEXTS.portraitHint}
        accept="image/jpeg"
        removeLabel={DELIVERY_TEXTS.removePortrait}
        problem={portraitProblem}
        file={portrait}
        onChange={setPortrait}
      />
      <BlueprintFields
        values={values}
        onChange={update}
        disabled={draft.drafting}
        claims={
          writing === 'claims' && (
            <ClaimsEditor orderId={order.id} claims={values.claims} onChange={changeClaims} marks={checks.marks} checking={checks.checking} checkError={checks.error} />
          )
        }
      />
      <OrderFidelityPanel orderId={order.id} body={checkedBody} />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} disabled={draft.drafting}>{DELIVERY_TEXTS.submit}</SubmitButton>
      </div>
    </form>
  );
}
