import { PublicLayout } from '../../components/PublicLayout';
import { SignInWait } from '../../components/SignInWait';
import { useSession } from '../../lib/session/useSession';
import { AppLayout } from './AppLayout';

/** Public pages (join, reset, privacy, not found): the app frame for signed-in users, the public one for visitors. */
export function SessionAwareLayout() {
  const { status } = useSession();
  // A stored session is being checked: the same named wait as the protected screens (AuthGate).
  if (status === 'loading') return <SignInWait />;
  return status === 'signedIn' ? <AppLayout /> : <PublicLayout />;
}
