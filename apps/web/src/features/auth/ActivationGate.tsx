import { Outlet } from 'react-router';
import { PRODUCT_SCREENS, useAccessRefusal } from '../../lib/session/useMayCall';
import { NotActivatedView } from './NotActivatedView';

/** Inside the shell: an inactive account (admins excepted) sees only the activation message (spec section 1). */
export function ActivationGate() {
  if (useAccessRefusal(PRODUCT_SCREENS) === 'ACCOUNT_INACTIVE') return <NotActivatedView />;
  return <Outlet />;
}
