/** The parts of a document the focus watch reads: an EventTarget with the focused element and the body. */
export type FocusDocument = Pick<Document, 'addEventListener' | 'activeElement' | 'body'>;

interface Focusable {
  isConnected: boolean;
  focus: (options?: FocusOptions) => void;
}

const isFocusable = (element: unknown): element is Focusable =>
  typeof element === 'object' && element !== null && typeof (element as Partial<Focusable>).focus === 'function';

/**
 * Remembers where focus was, so that it can go back there once an alert has gone. A control disabled or hidden
 * while it has focus drops focus onto the page itself (Chromium 147 at once, newer ones at their next frame): a
 * form's submit button, disabled while the form sends, is then no longer focused when the alert about the failure
 * opens. While nothing has focus, the element focus last left for nowhere counts as where focus was.
 */
export function watchFocus(doc: FocusDocument) {
  let left: EventTarget | null = null;
  doc.addEventListener('focusout', (event) => (left = event.relatedTarget === null ? event.target : null), true);
  doc.addEventListener('focusin', () => (left = null), true);
  const nowhere = () => doc.activeElement === null || doc.activeElement === doc.body;

  return {
    /** The element that has focus, else the one focus last left for nowhere, if it is still on the page. */
    opener(): Focusable | null {
      const candidate = nowhere() ? left : doc.activeElement;
      return isFocusable(candidate) && candidate.isConnected ? candidate : null;
    },
    /** Focuses `opener` again, only while nothing else has focus: never takes it from what the page or the person chose. */
    giveBack(opener: Focusable | null) {
      if (opener?.isConnected && nowhere()) opener.focus({ preventScroll: true });
    },
  };
}
