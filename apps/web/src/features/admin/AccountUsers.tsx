import { MESSAGES, personName, type User } from '@persona/shared';
import { ADMIN_TEXTS } from './admin-texts';

interface AccountUsersProps {
  id: string;
  /** The account's users; undefined while the users list loads (or when it failed). */
  members: readonly User[] | undefined;
  membersFailed: boolean;
}

/** The expanded list of one account's users (name and email), from the one all-users call. */
export function AccountUsers({ id, members, membersFailed }: AccountUsersProps) {
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
      {members.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
          <span className="font-medium text-gray-900 dark:text-slate-100">{personName(member.name, member.lastname)}</span>
          <span className="text-gray-500 dark:text-slate-400">{member.email}</span>
        </li>
      ))}
    </ul>
  );
}
