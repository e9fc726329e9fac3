import { capitalizeWords, personName } from '@persona/shared';
import type { AdminUser } from '@persona/shared';
import { memo } from 'react';
import { ROW_CLASS } from '../../components/admin/AdminSection';
import { ADMIN_TEXTS } from './admin-texts';
import { AdminSwitch } from './AdminSwitch';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { CAPTION_CLASS } from '../../components/text-styles';

/** One user of the admin list: name, email and company, with the Admin toggle (and a second factor's reset). Memoised like AccountRow. */
export const UserRow = memo(function UserRow({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  return (
    <li className={`${ROW_CLASS} flex flex-wrap items-center gap-x-6 gap-y-2 px-5 py-3 text-sm`}>
      <div className="min-w-48 flex-1">
        <p className="font-medium text-gray-900 dark:text-slate-100">
          {personName(user.name, user.lastname)}
          {isMe && <span className="ml-1.5 font-normal text-gray-500 dark:text-slate-400">{ADMIN_TEXTS.you}</span>}
        </p>
        <p className="text-gray-500 dark:text-slate-400">{user.email}</p>
      </div>
      <p className="min-w-32 text-gray-600 dark:text-slate-300">{capitalizeWords(user.company)}</p>
      {/* Named by the email, as the Admin toggle: two users may share a name in this list of everyone. */}
      <ResetTwoFactorButton user={user} name={user.email} />
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className={CAPTION_CLASS}>
          {ADMIN_TEXTS.admin}
        </span>
        <AdminSwitch user={user} />
      </div>
    </li>
  );
});
