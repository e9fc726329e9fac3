import { UI_TEXTS } from '../lib/ui-texts';

interface LengthHintProps {
  /** Names the hint for the field's aria-describedby. */
  id: string;
  length: number;
  max: number;
}

/**
 * Says a field holds more than its limit. Fields take what is pasted whole (no maxLength, which would cut it
 * silently) and tell the limit here; saving then refuses with the rule's message.
 */
export function LengthHint({ id, length, max }: LengthHintProps) {
  if (length <= max) return null;
  return (
    <p id={id} role="status" className="basis-full text-xs font-medium text-red-700 dark:text-red-300">
      {UI_TEXTS.overLimit(length, max)}
    </p>
  );
}

/** The input props that go with a LengthHint: described by it and marked invalid while over the limit. */
export const lengthHintProps = (id: string, length: number, max: number) =>
  length > max ? { 'aria-invalid': true, 'aria-describedby': id } : {};
