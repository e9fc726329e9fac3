import type { Account } from '@persona/shared';
import { MESSAGES } from '@persona/shared';
import { showOops } from '../../components/alerts';
import { useSetAccountStatus } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { serverReason } from './failure-message';
import { Switch } from '../../components/Switch';

/** An account's Enabled toggle: sends the opposite of isActive (spec section 4); a failure says why if the API does. */
export function AccountStatusSwitch({ account }: { account: Pick<Account, 'id' | 'name' | 'isActive'> }) {
  const status = useSetAccountStatus();
  const toggle = (isActive: boolean) =>
    status.mutate({ accountId: account.id, isActive }, { onError: (error) => void showOops(MESSAGES.accountStatusFailed, { reason: serverReason(MESSAGES.accountStatusFailed, error) }) });
  return <Switch checked={account.isActive} label={ADMIN_TEXTS.enabledLabel(account.name)} busy={status.isPending} onToggle={toggle} />;
}
