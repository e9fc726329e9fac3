import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import type { IconName } from './icons';
import { Notice } from './Notice';

/** Where the notice leads: a screen of the app, or an address (a mailto: link to support). */
export type NoticeAction = { label: string; to: string } | { label: string; href: string };

interface MembershipNoticeProps {
  icon: IconName;
  title: string;
  message: string;
  action: NoticeAction;
}

/** In place of a screen that needs a membership the account does not have: what is missing, and how to get it. */
export function MembershipNotice({ icon, title, message, action }: MembershipNoticeProps) {
  return (
    <Notice icon={icon}>
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <p className="max-w-md text-gray-600 dark:text-slate-400">{message}</p>
      {'to' in action ? (
        <Link to={action.to} className={buttonClass('primary')}>
          {action.label}
        </Link>
      ) : (
        <a href={action.href} className={buttonClass('primary')}>
          {action.label}
        </a>
      )}
    </Notice>
  );
}
