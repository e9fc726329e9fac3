import { Link } from 'react-router';
import { PATHS } from '../lib/paths';
import { buttonClass } from './button-styles';
import type { IconName } from './icons';
import { Notice } from './Notice';

interface MembershipNoticeProps {
  icon: IconName;
  title: string;
  message: string;
  /** The link to the Membership settings. */
  linkLabel: string;
}

/** In place of a screen that needs a membership the account does not have: what is missing, and where to look. */
export function MembershipNotice({ icon, title, message, linkLabel }: MembershipNoticeProps) {
  return (
    <Notice icon={icon}>
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <p className="max-w-md text-gray-600 dark:text-slate-400">{message}</p>
      <Link to={PATHS.settingsMembership} className={buttonClass('primary')}>
        {linkLabel}
      </Link>
    </Notice>
  );
}
