import { MESSAGES, personName, type Account, type AdminUser } from '@persona/shared';
import { ConfirmedAction, OwnerMark, PEOPLE_TEXTS } from '../team';
import { useAdminRemoveMember, useAdminTransferOwnership } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

interface AccountUsersProps {
  id: string;
  account: Pick<Account, 'id' | 'ownerId'>;
  /** The account's users; undefined while the users list loads (or when it failed). */
  members: readonly AdminUser[] | undefined;
  membersFailed: boolean;
}

/**
 * The expanded list of one account's users (name and email), from the one all-users call, with the owner marked
 * and, as on the Team screen, Make owner and Remove for the others; Reset two-factor sign-in for anyone who has it on.
 */
export function AccountUsers({ id, account, members, membersFailed }: AccountUsersProps) {
  const transfer = useAdminTransferOwnership();
  const remove = useAdminRemoveMember();
  const note = (text: string, alert = false) => (
    <p id={id} role={alert ? 'alert' : undefined} className="px-5 pb-4 pl-12 text-sm text-gray-500 dark:text-slate-400">
      {text}
    </p>
  );
  if (membersFailed) return note(MESSAGES.usersFetchFailed, true);
  if (!members) return note(ADMIN_TEXTS.loadingUsers);
  if (members.length === 0) return note(ADMIN_TEXTS.accountHasNoUsers);
  return (
    <ul id={id} className="mx-5 mb-4 ml-12 divide-y divide-gray-100 rounded-xl border border-gray-100 dark:divide-slate-800 dark:border-slate-800">
      {members.map((member) => {
        const name = personName(member.name, member.lastname);
        const change = { accountId: account.id, userId: member.id };
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
            <span className="font-medium text-gray-900 dark:text-slate-100">
              <span>{name}</span>
              {member.id === account.ownerId && <OwnerMark />}
            </span>
            <span className="flex flex-wrap items-center gap-3">
              <span className="text-gray-500 dark:text-slate-400">{member.email}</span>
              {member.id !== account.ownerId && (
                <>
                  <ConfirmedAction label={PEOPLE_TEXTS.makeOwnerLabel(name)} question={PEOPLE_TEXTS.confirmMakeOwner(name)} run={() => transfer.mutateAsync(change)} done={PEOPLE_TEXTS.ownerNow(name)}>
                    {PEOPLE_TEXTS.makeOwner}
                  </ConfirmedAction>
                  <ConfirmedAction label={PEOPLE_TEXTS.removeLabel(name)} question={PEOPLE_TEXTS.confirmRemove(name)} run={() => remove.mutateAsync(change)} done={PEOPLE_TEXTS.removed(name)}>
                    {PEOPLE_TEXTS.remove}
                  </ConfirmedAction>
                </>
              )}
              <ResetTwoFactorButton user={member} name={name} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
