import { CHAT_MEMBERSHIP } from '@persona/shared';
import { generatePath, Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { AVATARS_TEXTS } from './avatars-texts';

/** Chat with this avatar, offered only when the account's membership is 'test'. */
export function ChatLink({ id, name }: { id: string; name: string }) {
  const { account } = useSession();
  if (account?.membership !== CHAT_MEMBERSHIP) return null;
  return (
    <Link to={generatePath(PATHS.chatAvatar, { id })} aria-label={AVATARS_TEXTS.chatWith(name)} className={buttonClass('primary')}>
      <Icon name="chat" className="size-4" />
      {AVATARS_TEXTS.chat}
    </Link>
  );
}
