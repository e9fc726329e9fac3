import { capitalizeWords, routes } from '@persona/shared';
import { useParams } from 'react-router';
import { SectionHeader } from '../../components/SectionHeader';
import { useGate } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AvatarNotFound, useAvatar } from '../avatars';
import { AvatarChat } from './AvatarChat';
import { ChatSkeleton } from './ChatSkeleton';
import { ChatUnavailable } from './ChatUnavailable';
import { CHAT_TEXTS } from './chat-texts';

/** The avatar once loaded: the chat, else its loading or not-found state. */
function ChatWithAvatar({ accountId, avatarId, threadId }: { accountId: string; avatarId: string; threadId: string | null }) {
  const { data: snapshot, error } = useAvatar(avatarId);
  if (error) return <AvatarNotFound error={error} />;
  if (!snapshot) return <ChatSkeleton />;
  // Another avatar (another id in the address) is a chat of its own; another thread of the same avatar keeps it (and its send).
  return <AvatarChat key={snapshot.id} accountId={accountId} avatar={{ id: snapshot.id, name: capitalizeWords(snapshot.name), img: snapshot.img }} threadId={threadId} />;
}

/**
 * /chat/avatar/{id} (spec section 2): chat with an avatar, for the memberships CHAT_MEMBERSHIPS lists (and site admins,
 * as the API); /chat/avatar/{id}/threads/{threadId} opens one of its threads.
 */
export default function AvatarChatPage() {
  const { id = '', threadId = null } = useParams();
  const { account } = useSession();
  const gate = useGate(routes.newThread);
  // The chat is sized to the window: the screen keeps the window's height as its placeholders do (AppLayout), so the
  // footer stays below the fold instead of moving up into view when the chat replaces them (a layout shift).
  return (
    <div className="flex min-h-dvh flex-col">
      <SectionHeader title={SECTION_TITLES.chat} description={CHAT_TEXTS.description} />
      {gate === 'pending' ? <ChatSkeleton /> : account && gate === 'open' ? <ChatWithAvatar accountId={account.id} avatarId={id} threadId={threadId} /> : <ChatUnavailable />}
    </div>
  );
}
