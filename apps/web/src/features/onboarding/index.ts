import { lazy } from 'react';

/**
 * What the onboarding feature shares: the widget the app shell mounts (it shows itself only to an active account
 * that is not onboarded). Loaded after the shell: the first paint does not need its code, and it appears 2 s after load anyway.
 */
export const OnboardingWidget = lazy(() => import('./OnboardingWidget'));
