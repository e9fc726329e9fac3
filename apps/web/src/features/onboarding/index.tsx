import { TIMINGS } from '@persona/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

const Widget = lazy(() => import('./OnboardingWidget'));

/**
 * What the onboarding feature shares: the widget the app shell mounts (it shows itself only to an active account
 * that is not onboarded, TIMINGS.onboardingShowMs after the shell mounts). Its code (and the calls it brings)
 * loads half-way through that delay, so the first screen's own chunks and calls have the network to themselves.
 */
export function OnboardingWidget() {
  const [showAt] = useState(() => performance.now() + TIMINGS.onboardingShowMs);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIMINGS.onboardingShowMs / 2);
    return () => clearTimeout(timer);
  }, []);
  return due ? (
    <Suspense fallback={null}>
      <Widget showAt={showAt} />
    </Suspense>
  ) : null;
}
