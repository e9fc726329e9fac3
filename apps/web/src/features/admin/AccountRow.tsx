import { capitalizeWords } from '@persona/shared';
import type { Account, AdminUser } from '@persona/shared';
import { memo, useId, useState, type ReactNode } from 'react';
import { ROW_CLASS } from '../../components/admin/AdminSection';
import { AccountStatusSwitch } from './AccountStatusSwitch';
import { AccountUsers } from './AccountUsers';
import { ADMIN_TEXTS } from './admin-texts';
import { CreditsField } from './CreditsField';
import { MembershipSelect } from './MembershipSelect';
import { UsersToggle } from './UsersToggle';
import { CAPTION_CLASS } from '../../components/text-styles';

interface AccountRowProps {
  account: Account;
  members: readonly AdminUser[] | undefined;
  membersFailed: boolean;
}

/** A small caption above a control (the control carries its own accessible name). */
function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <span aria-hidden="true" className={CAPTION_CLASS}>
        {caption}
      </span>
      {children}
    </div>
  );
}

/**
 * One account of the admin list: name, membership, credits, the Enabled toggle and its users.
 * Memoised: the query keeps unchanged accounts as the same objects, so a change re-renders only its row.
 */
export const AccountRow = memo(function AccountRow({ account, members, membersFailed }: AccountRowProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li className={ROW_CLASS}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-5 py-3">
        <div className="min-w-48 flex-1">
          <p className="truncate font-medium text-gray-900 dark:text-slate-100">{capitalizeWords(account.name)}</p>
        </div>
        <UsersToggle
          accountName={account.name}
          count={account.users.length}
          expanded={expanded}
          controls={panelId}
          onToggle={() => setExpanded((open) => !open)}
        />
        <Captioned caption={ADMIN_TEXTS.membership}>
          <MembershipSelect account={account} />
        </Captioned>
        <Captioned caption={ADMIN_TEXTS.credits}>
          <CreditsField accountId={account.id} accountName={account.name} credits={account.credits} />
        </Captioned>
        <Captioned caption={ADMIN_TEXTS.enabled}>
          <AccountStatusSwitch account={account} />
        </Captioned>
      </div>
      {expanded && <AccountUsers id={panelId} account={account} members={members} membersFailed={membersFailed} />}
    </li>
  );
});
