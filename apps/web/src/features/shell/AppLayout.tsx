import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/Footer';
import { SkeletonPage } from '../../components/Skeleton';
import { UI_TEXTS } from '../../lib/ui-texts';
import { OnboardingWidget } from '../onboarding';
import { NavigationProgress } from './NavigationProgress';
import { PhoneTopBar } from './PhoneTopBar';
import { Sidebar } from './Sidebar';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { usePhoneMenu } from './usePhoneMenu';

/**
 * The shell around every screen: sidebar (on a phone a top bar and a drawer), the screen itself, and the footer;
 * and the onboarding widget, which shows itself only to a signed-in, active account that is not onboarded yet.
 */
export function AppLayout() {
  useFocusOnNavigation();
  const menu = usePhoneMenu();
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {UI_TEXTS.skipToContent}
      </a>
      <NavigationProgress />
      <Sidebar menu={menu} />
      {/* While the phone drawer is open the page behind it is out of reach (the drawer is a modal dialog). */}
      <div className="flex min-w-0 flex-1 flex-col" inert={menu.open}>
        {!menu.wide && <PhoneTopBar open={menu.open} onOpen={menu.openMenu} />}
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col px-4 py-8 outline-none sm:px-8 lg:px-12 print:p-0">
          {/* While the screen is only a placeholder (its code or data loading), it takes the window's height, so the
              footer waits below the fold instead of being pushed down when the screen arrives. */}
          <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col [&:has(>[data-loading-view])]:min-h-dvh">
            <Suspense fallback={<SkeletonPage />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        {/* A printed screen is its content only (a panel's Print): no sidebar, footer or widget. */}
        <div className="print:hidden">
          <Footer />
          <Suspense fallback={null}>
            <OnboardingWidget />
          </Suspense>
        </div>
      </div>
      <ScrollRestoration />
    </div>
  );
}
