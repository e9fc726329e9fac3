import { blueprintDraftPartialSchema, type BlueprintDraftPartial } from '@persona/shared';
import { readPartial } from '../persona';

/** The longest the form waits for news of a draft being written (a partial a chunk would be hundreds). */
export const PARTIAL_INTERVAL_MS = 100;

/**
 * The draft as far as the model's JSON goes (persona's readPartial); only the finished draft is checked against
 * the form's rules (draft.service.ts).
 */
export const partialDraft = (text: string): BlueprintDraftPartial | null => readPartial(text, blueprintDraftPartialSchema);

/**
 * Calls `send` with the draft so far (what `read` makes of the text) at most every PARTIAL_INTERVAL_MS as the
 * model's text grows (the first usable piece at once), skipping texts that add nothing to the form.
 */
export function partialSender<T extends object>(send: (draft: T) => void, read: (text: string) => T | null, now = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let lastJson = '{}'; // an empty object fills nothing
  return (text: string) => {
    if (now() - last < PARTIAL_INTERVAL_MS) return;
    const draft = read(text);
    if (!draft) return;
    const json = JSON.stringify(draft);
    if (json === lastJson) return;
    last = now();
    lastJson = json;
    send(draft);
  };
}
