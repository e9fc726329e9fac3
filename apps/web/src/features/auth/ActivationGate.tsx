import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/useSession';
import { NotActivatedView } from './NotActivatedView';

/** Inside the shell: an inactive account (admins excepted) sees only the activation message (spec section 1). */
export function ActivationGate() {
  const { account, isAdmin } = useSession();
  if (account && !account.isActive && !isAdmin) return <NotActivatedView />;
  return <Outlet />;
}
