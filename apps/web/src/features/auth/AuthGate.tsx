import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { useSession } from '../session/useSession';
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
  if (status === 'failed') return <SessionFailedView />;
  return (
    <Suspense fallback={<LoadingView fullPage />}>
      {status === 'signedOut' && <AuthScreen />}
      {status === 'needsProfile' && <CompanyPrompt />}
      {status === 'loading' && <LoadingView fullPage />}
    </Suspense>
  );
}
