import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { SignInWait } from '../../components/SignInWait';
import { SkeletonForm } from '../../components/Skeleton';
import { useSession } from '../../lib/session/useSession';
import { SessionFailedView } from './SessionFailedView';

const AuthScreen = lazy(() => import('./AuthScreen'));
const CompanyPrompt = lazy(() => import('./CompanyPrompt'));

/**
 * Guards the protected routes: they render only for a signed-in user. Anyone else sees the login screen
 * in place, at the same address, so that after signing in the page they asked for appears.
 */
export function AuthGate() {
  const { status } = useSession();
  if (status === 'signedIn') return <Outlet />;
  if (status === 'loading') return <SignInWait />;
  return (
    <PublicLayout>
      {status === 'failed' ? (
        <SessionFailedView />
      ) : (
        // The login card's width and its height at a phone's width: the centred logo stays put when the card replaces it.
        <Suspense fallback={<SkeletonForm fields={2} boxed className="min-h-[27.625rem] w-full max-w-md" />}>{status === 'signedOut' ? <AuthScreen /> : <CompanyPrompt />}</Suspense>
      )}
    </PublicLayout>
  );
}
