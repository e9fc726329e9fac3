import { LoadingView } from '../../components/LoadingView';
import { PublicLayout } from '../../components/PublicLayout';
import { useSession } from '../../lib/session/useSession';
import { AppLayout } from './AppLayout';

/** Public pages (join, reset, privacy, not found): the app frame for signed-in users, the public one for visitors. */
export function SessionAwareLayout() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingView fullPage />;
  return status === 'signedIn' ? <AppLayout /> : <PublicLayout />;
}
