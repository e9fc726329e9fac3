import type { User } from '@persona/shared';
import { MESSAGES } from '@persona/shared';
import { showOops } from '../../components/alerts';
import { useSetAdmin } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { serverReason } from './failure-message';
import { Switch } from '../../components/Switch';

/** A user's Admin toggle: sets admin to the opposite of isAdmin (spec section 6); a failure says why if the API does. */
export function AdminSwitch({ user }: { user: User }) {
  const setAdmin = useSetAdmin();
  const toggle = (admin: boolean) =>
    setAdmin.mutate({ user, admin }, { onError: (error) => void showOops(MESSAGES.usersStatusFailed, { reason: serverReason(MESSAGES.usersStatusFailed, error) }) });
  return <Switch checked={user.isAdmin} label={ADMIN_TEXTS.adminLabel(user.email)} busy={setAdmin.isPending} onToggle={toggle} />;
}
