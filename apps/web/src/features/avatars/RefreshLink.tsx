import type { AvatarSnapshot } from '@persona/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { refreshPath } from '../../lib/paths';
import { AVATARS_TEXTS } from './avatars-texts';

/** Order a refresh of the avatar's Blueprint from new research; only while it still has its company and campaign. */
export function RefreshLink({ avatar }: { avatar: AvatarSnapshot }) {
  if (!avatar.data.companyId || !avatar.data.campaignId) return null;
  return (
    <Link to={refreshPath(avatar.id)} className={buttonClass('secondary')}>
      {AVATARS_TEXTS.orderRefresh}
    </Link>
  );
}
