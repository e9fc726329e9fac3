import { describe, expect, it, vi } from 'vitest';
import { watchFocus, type FocusDocument } from './focus-return';

/** A control of the fake page: counts the times it is focused. */
const control = () => ({ isConnected: true, focus: vi.fn() });

/** A page whose focus events the test sends itself, as the browser would (target and relatedTarget set). */
function fakePage() {
  const events = new EventTarget();
  const body = control();
  let active: unknown = body;
  const doc = Object.defineProperties(events, { body: { value: body }, activeElement: { get: () => active } }) as unknown as FocusDocument;
  const send = (type: 'focusin' | 'focusout', target: unknown, relatedTarget: unknown = null) => {
    const event = new Event(type);
    Object.defineProperty(event, 'target', { value: target });
    Object.defineProperty(event, 'relatedTarget', { value: relatedTarget });
    events.dispatchEvent(event);
  };
  return {
    doc,
    focus(element: unknown) {
      const before = active;
      if (before !== body) send('focusout', before, element);
      active = element;
      send('focusin', element, before === body ? null : before);
    },
    /** Focus leaves `element` for nowhere: disabled, hidden or removed while focused. */
    drop(element: unknown) {
      active = body;
      send('focusout', element);
    },
  };
}

describe('watchFocus', () => {
  it('names the focused element as the opener and gives focus back to it while nothing has focus', () => {
    const page = fakePage();
    const watch = watchFocus(page.doc);
    const button = control();
    page.focus(button);
    const opener = watch.opener();
    expect(opener).toBe(button);

    page.drop(button);
    watch.giveBack(opener);
    expect(button.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('names the control focus left for nowhere (a submit button disabled while its form sends)', () => {
    const page = fakePage();
    const watch = watchFocus(page.doc);
    const button = control();
    page.focus(button);
    page.drop(button);
    expect(watch.opener()).toBe(button);
  });

  it('forgets that control once something else has had focus, and names none while focus was never anywhere', () => {
    const page = fakePage();
    const watch = watchFocus(page.doc);
    const [button, field] = [control(), control()];
    expect(watch.opener()).toBeNull();
    page.focus(button);
    page.drop(button);
    page.focus(field);
    page.drop(field);
    expect(watch.opener()).toBe(field);
  });

  it('names no control that has left the page, and gives focus to none that has', () => {
    const page = fakePage();
    const watch = watchFocus(page.doc);
    const button = control();
    page.focus(button);
    page.drop(button);
    button.isConnected = false;
    expect(watch.opener()).toBeNull();

    const row = control();
    page.focus(row);
    const opener = watch.opener();
    row.isConnected = false;
    page.drop(row);
    watch.giveBack(opener);
    expect(row.focus).not.toHaveBeenCalled();
  });

  it('never takes focus from what the page or the person focused while the alert was open', () => {
    const page = fakePage();
    const watch = watchFocus(page.doc);
    const [button, field] = [control(), control()];
    page.focus(button);
    const opener = watch.opener();
    page.focus(field);
    watch.giveBack(opener);
    expect(button.focus).not.toHaveBeenCalled();
  });
});
