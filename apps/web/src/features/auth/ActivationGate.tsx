import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PRODUCT_SCREENS, useAccessRefusal } from '../../lib/session/useMayCall';
import { NotActivatedView } from './NotActivatedView';

/**
 * Inside the shell: an inactive account (admins excepted) sees only the activation message (spec section 1); a
 * member whose account requires two-factor sign-in before theirs is on is sent to Security, where they turn it on.
 */
export function ActivationGate() {
  const refusal = useAccessRefusal(PRODUCT_SCREENS);
  const { pathname } = useLocation();
  if (refusal === 'ACCOUNT_INACTIVE') return <NotActivatedView />;
  if (refusal === 'TWO_FACTOR_REQUIRED' && pathname !== PATHS.settingsSecurity) return <Navigate to={PATHS.settingsSecurity} replace />;
  return <Outlet />;
}
