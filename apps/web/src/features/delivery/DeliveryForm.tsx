import type { OpenOrder } from '@persona/shared';
import { useState } from 'react';
import { showSuccess } from '../../components/alerts';
import { FilePicker } from '../../components/FilePicker';
import { SubmitButton } from '../../components/SubmitButton';
import { UserFacingError } from '../../lib/error-message';
import { useSubmit } from '../../lib/useSubmit';
import { BlueprintFields } from './BlueprintFields';
import { useDeliverOrder } from './deliver-api';
import { deliveryProblem, EMPTY_DELIVERY, portraitProblem, toDeliverBody, type DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { DraftControls } from './DraftControls';
import { PersonaFields } from './PersonaFields';
import { useBlueprintDraft } from './useBlueprintDraft';

interface DeliveryFormProps {
  id: string;
  order: Pick<OpenOrder, 'id' | 'accountName'>;
  /** 'Company - Campaign', naming the form. */
  label: string;
}

/**
 * Delivers one order: the persona, an optional portrait and the Blueprint, typed or drafted with the model and
 * reviewed. The body is checked against the API's own schema first, so a missing field costs no upload; the
 * order leaves the list once delivered.
 */
export function DeliveryForm({ id, order, label }: DeliveryFormProps) {
  const [values, setValues] = useState<DeliveryFormValues>(EMPTY_DELIVERY);
  const [portrait, setPortrait] = useState<File | null>(null);
  const deliver = useDeliverOrder();
  const update = (patch: Partial<DeliveryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const draft = useBlueprintDraft(order.id, values, setValues);

  const { busy, onSubmit } = useSubmit(async () => {
    const body = toDeliverBody(values);
    const problem = deliveryProblem(body);
    if (problem) throw new UserFacingError(problem);
    await deliver.mutateAsync({ orderId: order.id, body, portrait });
    void showSuccess(DELIVERY_TEXTS.delivered(values.name.trim(), order.accountName));
  });

  return (
    <form id={id} aria-label={DELIVERY_TEXTS.deliverOf(label)} noValidate onSubmit={onSubmit} className="flex flex-col gap-6 border-t border-gray-100 px-5 py-5 dark:border-slate-800">
      <DraftControls drafting={draft.drafting} draftedBy={values.draftedBy} onDraft={draft.draft} onStop={draft.stop} />
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
      <BlueprintFields values={values} onChange={update} disabled={draft.drafting} />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} disabled={draft.drafting}>{DELIVERY_TEXTS.submit}</SubmitButton>
      </div>
    </form>
  );
}
