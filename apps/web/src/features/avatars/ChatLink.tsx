import { routes } from '@persona/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { chatPath } from '../../lib/paths';
import { useGate } from '../../lib/session/useMayCall';
import { AVATARS_TEXTS } from './avatars-texts';

/** Chat with this avatar, offered only to whoever the API lets chat (a membership CHAT_MEMBERSHIPS lists, or a site admin). */
export function ChatLink({ id, name }: { id: string; name: string }) {
  if (useGate(routes.newThread) !== 'open') return null;
  return (
    <Link to={chatPath(id)} aria-label={AVATARS_TEXTS.chatWith(name)} className={buttonClass('primary')}>
      <Icon name="chat" className="size-4" />
      {AVATARS_TEXTS.chat}
    </Link>
  );
}
