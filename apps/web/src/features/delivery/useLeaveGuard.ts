import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmDanger } from '../../components/alerts';
import { DELIVERY_TEXTS } from './delivery-texts';

/**
 * While the form holds unsaved work, leaving the page asks first: inside the app with the portal's dialog, a
 * reload or a closed tab with the browser's own. release() lets the next navigation go (after a delivery).
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDanger({ title: DELIVERY_TEXTS.leaveTitle, text: DELIVERY_TEXTS.leaveText, confirm: DELIVERY_TEXTS.leaveConfirm }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    released.current = true;
  }, []);
}
