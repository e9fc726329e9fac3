import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { confirmDanger, showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { followStream } from '../../lib/follow-stream';
import type { DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { streamDraft } from './draft-api';
import { applyDraft, applyDraftPartial, hasTypedContent } from './draft-fill';

/**
 * Drafting one order's delivery form with the model: the draft fills the form as it is written, and the whole
 * draft names its model. Whatever ends it early (an error event, a refusal, Stop, leaving the screen) puts back
 * what the form held at the click, so a half-filled form is never left to deliver; only a failure is alerted.
 */
export function useBlueprintDraft(orderId: string, values: DeliveryFormValues, setValues: Dispatch<SetStateAction<DeliveryFormValues>>, start?: DeliveryFormValues) {
  const [drafting, setDrafting] = useState(false);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const stop = useCallback(() => current.current?.abort(), []);

  const draft = async () => {
    if (current.current) return;
    const question = { title: DELIVERY_TEXTS.replaceTitle, text: DELIVERY_TEXTS.replaceText, confirm: DELIVERY_TEXTS.draftWithAi };
    if (hasTypedContent(values, start) && !(await confirmDanger(question))) return;
    const snapshot = values;
    const abort = new AbortController();
    current.current = abort;
    setDrafting(true);
    try {
      await followStream(streamDraft(orderId, abort.signal), 'done', (event) => {
        if (event.type === 'partial') setValues((form) => applyDraftPartial(form, event.draft));
        else setValues((form) => applyDraft(form, event.draft, event.model));
      });
    } catch (error) {
      setValues(snapshot);
      if (!abort.signal.aborted) void showOops(errorMessage(error));
    } finally {
      current.current = null;
      setDrafting(false);
    }
  };

  return { drafting, draft: () => void draft(), stop };
}
