/** Where keyboard focus goes when what had it goes away: a removed item, a new screen. */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether focus is lost: on the page body, or on an element no longer in the page. */
export const focusIsLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

/**
 * Focuses the screen's <h1> (made focusable by script only, so it is not a tab stop), else the <main>. Without
 * scrolling: the router restores or resets the scroll position itself.
 */
export function focusScreenHeading(): boolean {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.classList.add('outline-none');
  target.focus({ preventScroll: true });
  return true;
}

/** Resolves once the element has left the page, or false after `timeoutMs` if it stays. */
export function whenRemoved(element: Element, timeoutMs = 5_000): Promise<boolean> {
  if (!element.isConnected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.isConnected) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(removed: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(removed);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Call before deleting what `element` (e.g. its Delete button) belongs to: once the item (its closest
 * `itemSelector`) has left the page, and if focus went with it, focus moves to the next item's first control,
 * else the previous item's, else the screen's heading.
 */
export function keepFocusThroughRemoval(element: HTMLElement, itemSelector: string): () => Promise<void> {
  const item = element.closest(itemSelector) ?? element;
  const neighbours = [item.nextElementSibling, item.previousElementSibling];
  return async () => {
    if (!(await whenRemoved(element)) || !focusIsLost()) return;
    for (const neighbour of neighbours) {
      if (!neighbour?.isConnected) continue;
      const target = neighbour.matches(FOCUSABLE) ? neighbour : neighbour.querySelector(FOCUSABLE);
      if (target instanceof HTMLElement) {
        target.focus();
        return;
      }
    }
    focusScreenHeading();
  };
}
