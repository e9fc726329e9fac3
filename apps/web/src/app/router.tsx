import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SkeletonPage } from '../components/Skeleton';
import { ActivationGate } from '../features/auth/ActivationGate';
import { AuthGate } from '../features/auth/AuthGate';
import { AppLayout } from '../features/shell/AppLayout';
import { RouteErrorView } from '../features/shell/RouteErrorView';
import { SessionAwareLayout } from '../features/shell/SessionAwareLayout';
import { PATHS } from '../lib/paths';
import { SessionRoot } from '../lib/session/SessionRoot';
import { getToken } from '../lib/token-store';

/** Loads a screen's module only when its route is first visited (one chunk per screen). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * A protected screen: with a stored token its code loads alongside the sign-in sequence, as page() does. Without
 * one the visitor gets the login screen in place, which must not download the screen (nor the schemas it brings):
 * the route then gets a stand-in that loads the screen only once the AuthGate lets it render.
 */
const protectedPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  if (getToken()) return page(load)();
  const Screen = lazy(load);
  return {
    Component: () => (
      <Suspense fallback={<SkeletonPage />}>
        <Screen />
      </Suspense>
    ),
  };
};

/** Screens inside a frame; the pathless wrapper shows a page skeleton in the frame while a screen's code loads. */
const inShell = (children: RouteObject[], gate?: ComponentType, layout: ComponentType = AppLayout): RouteObject => ({
  Component: layout,
  children: [{ Component: gate, HydrateFallback: SkeletonPage, ErrorBoundary: RouteErrorView, children }],
});

/**
 * The route table of spec section 2. Protected screens sit behind the AuthGate (visitors get the login
 * screen in place) and the ActivationGate (inactive accounts get the activation message). The public pages
 * (reset, invitation, privacy policy, 404) sit in the app frame for signed-in users and the public frame otherwise.
 */
const routeTable: RouteObject[] = [
  {
    Component: SessionRoot,
    ErrorBoundary: RouteErrorView,
    children: [
      inShell(
        [
          { path: PATHS.reset, lazy: page(() => import('../features/auth/ResetPasswordPage')) },
          { path: PATHS.signInLink, lazy: page(() => import('../features/auth/SignInLinkPage')) },
          { path: PATHS.invite, lazy: page(() => import('../features/team/JoinPage')) },
          { path: PATHS.privacyPolicy, lazy: page(() => import('../features/legal/PrivacyPolicyPage')) },
          { path: '*', lazy: page(() => import('../features/shell/NotFoundPage')) },
        ],
        undefined,
        SessionAwareLayout,
      ),
      {
        Component: AuthGate,
        children: [
          inShell(
            [
              { path: PATHS.home, lazy: protectedPage(() => import('./routes/AvatarLibraryRoute')) },
              { path: PATHS.onboarding, lazy: protectedPage(() => import('../features/onboarding/OnboardingPage')) },
              { path: PATHS.admin, lazy: protectedPage(() => import('../features/admin/AdminPage')) },
              { path: PATHS.adminAccounts, lazy: protectedPage(() => import('../features/admin/AdminAccountsPage')) },
              { path: PATHS.adminUsers, lazy: protectedPage(() => import('../features/admin/AdminUsersPage')) },
              { path: PATHS.adminOrders, lazy: protectedPage(() => import('../features/delivery/AdminOrdersPage')) },
              { path: PATHS.adminOrder, lazy: protectedPage(() => import('../features/delivery/DeliveryConsolePage')) },
              { path: PATHS.adminJobs, lazy: protectedPage(() => import('../features/admin/AdminJobsPage')) },
              { path: PATHS.adminActivity, lazy: protectedPage(() => import('../features/activity/AdminActivityPage')) },
              { path: PATHS.settings, lazy: protectedPage(() => import('../features/settings/SettingsPage')) },
              { path: PATHS.settingsCompanies, lazy: protectedPage(() => import('../features/companies/CompaniesPage')) },
              { path: PATHS.settingsCredits, element: <Navigate to={PATHS.settingsMembership} replace /> },
              { path: PATHS.settingsMembership, lazy: protectedPage(() => import('../features/membership/MembershipPage')) },
              { path: PATHS.settingsTeam, lazy: protectedPage(() => import('../features/team/TeamPage')) },
              { path: PATHS.settingsSecurity, lazy: protectedPage(() => import('../features/security/SecurityPage')) },
              { path: PATHS.create, lazy: protectedPage(() => import('../features/create/CreatePage')) },
              { path: PATHS.community, lazy: protectedPage(() => import('../features/community/CommunityPage')) },
              { path: PATHS.orders, lazy: protectedPage(() => import('../features/orders/OrdersPage')) },
              { path: PATHS.activity, lazy: protectedPage(() => import('../features/activity/ActivityPage')) },
              { path: PATHS.prompts, lazy: protectedPage(() => import('../features/prompts/PromptsPage')) },
              { path: PATHS.chat, lazy: protectedPage(() => import('../features/chat/ChatPage')) },
              // A thread's address is a child of the avatar's chat, so the screen stays mounted as threads open (and an answer being written goes on).
              { path: PATHS.chatAvatar, lazy: protectedPage(() => import('../features/chat/AvatarChatPage')), children: [{ path: PATHS.chatThread }] },
              { path: PATHS.panels, lazy: protectedPage(() => import('../features/panels/PanelsPage')) },
              { path: PATHS.newPanel, lazy: protectedPage(() => import('./routes/NewPanelRoute')) },
              { path: PATHS.panel, lazy: protectedPage(() => import('../features/panels/PanelPage')) },
              { path: PATHS.paymentSuccess, lazy: protectedPage(() => import('../features/membership/PaymentSuccessPage')) },
              { path: PATHS.testCheckout, lazy: protectedPage(() => import('../features/membership/TestCheckoutPage')) },
              { path: PATHS.testBilling, lazy: protectedPage(() => import('../features/membership/TestBillingPage')) },
              { path: PATHS.avatarDetail, lazy: protectedPage(() => import('../features/avatars/AvatarDetailPage')) },
            ],
            ActivationGate,
          ),
        ],
      },
    ],
  },
];

/** The app's router on that table, made once the scripts have been evaluated (main.tsx). */
export const createAppRouter = () => createBrowserRouter(routeTable);
