import type { Account } from '@persona/shared';
import { showOops } from '../../components/alerts';
import { Select } from '../../components/Select';
import { useSetMembership } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { serverReason } from './failure-message';
import { MEMBERSHIP_OPTIONS, membershipFromOption, NO_MEMBERSHIP } from './membership-options';

/**
 * An account's membership, which a site admin sets (None, a plan, or Test for the avatar chat). While the change
 * is saved the select shows it and waits; a failure is alerted and the old value comes back.
 */
export function MembershipSelect({ account }: { account: Pick<Account, 'id' | 'name' | 'membership'> }) {
  const save = useSetMembership();
  const shown = save.isPending ? save.variables.membership : account.membership;
  const change = (value: string) =>
    save.mutate(
      { accountId: account.id, membership: membershipFromOption(value) },
      { onError: (error) => void showOops(ADMIN_TEXTS.membershipFailed, { reason: serverReason(ADMIN_TEXTS.membershipFailed, error) }) },
    );
  return (
    <Select
      aria-label={ADMIN_TEXTS.membershipLabel(account.name)}
      value={shown ?? NO_MEMBERSHIP}
      onChange={(event) => change(event.target.value)}
      disabled={save.isPending}
      aria-busy={save.isPending}
      className="w-40"
    >
      {MEMBERSHIP_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
