import { blueprintDraftPartialSchema, type BlueprintDraftPartial } from '@persona/shared';
import { Allow, parse } from 'partial-json';

/** The longest the form waits for news of a draft being written (a partial a chunk would be hundreds). */
export const PARTIAL_INTERVAL_MS = 100;

/**
 * The draft as far as the model's JSON goes: strings and objects may be cut short, numbers may not (an age of
 * "4" on its way to 42 would flash on the form). Null while nothing usable has arrived or the text is not the
 * form's shape; only the finished draft is checked against the form's rules (draft.service.ts).
 */
export function partialDraft(text: string): BlueprintDraftPartial | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = parse(text, Allow.ALL & ~Allow.NUM);
  } catch {
    return null;
  }
  const parsed = blueprintDraftPartialSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Calls `send` with the draft so far at most every PARTIAL_INTERVAL_MS as the model's text grows (the first
 * usable piece at once), skipping texts that add nothing to the form.
 */
export function partialSender(send: (draft: BlueprintDraftPartial) => void, now = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let lastJson = '{}'; // an empty object fills nothing
  return (text: string) => {
    if (now() - last < PARTIAL_INTERVAL_MS) return;
    const draft = partialDraft(text);
    if (!draft) return;
    const json = JSON.stringify(draft);
    if (json === lastJson) return;
    last = now();
    lastJson = json;
    send(draft);
  };
}
