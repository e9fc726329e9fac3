import { AvatarPortrait, BADGE_SIZES } from '../avatars';
import { CHAT_GRID_CLASS, CONVERSATION_CLASS, CONVERSATION_HEADER_CLASS } from './chat-layout';
import { CHAT_TEXTS } from './chat-texts';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadList } from './ThreadList';
import { ThreadNotFound } from './ThreadNotFound';
import { useConversation } from './useConversation';
import { useThreadMissing } from './useThreadMissing';

interface AvatarChatProps {
  accountId: string;
  avatar: { id: string; name: string; img: string };
  /** The thread the address opens; null: a new conversation. */
  threadId: string | null;
}

/**
 * The chat with one avatar: its threads on the side (below lg folded above); the open conversation with the message
 * input, or the not-found state for a thread it cannot open. Below lg the conversation is sized to end above the
 * window's bottom strip, where the onboarding widget floats, so the message box and Send show without scrolling.
 */
export function AvatarChat({ accountId, avatar, threadId }: AvatarChatProps) {
  const { live, open, send, retry, stop, sending } = useConversation(accountId, avatar.id, threadId);
  // A thread an answer is being written into exists, whatever a list loaded before it was created says.
  const missing = useThreadMissing(avatar.id, threadId) && live === null;
  return (
    <div className={CHAT_GRID_CLASS}>
      <ThreadList avatarId={avatar.id} selected={threadId} onOpen={open} />
      <section
        aria-label={CHAT_TEXTS.conversation}
        className={CONVERSATION_CLASS}
      >
        <header className={CONVERSATION_HEADER_CLASS}>
          <div className="size-10 shrink-0 overflow-hidden rounded-full">
            <AvatarPortrait src={avatar.img} name={avatar.name} sizes={BADGE_SIZES} />
          </div>
          <div className="min-w-0">
            <p className="text-xs text-gray-500 dark:text-slate-400">{CHAT_TEXTS.chattingWith}</p>
            <h2 className="truncate font-semibold text-gray-900 dark:text-white">{avatar.name}</h2>
          </div>
        </header>
        {missing ? (
          <ThreadNotFound avatarId={avatar.id} avatarName={avatar.name} />
        ) : (
          <>
            <MessageList threadId={threadId} live={live} avatarName={avatar.name} sending={sending} onRetry={(question) => void retry(question)} />
            <Composer avatarName={avatar.name} sending={sending} onSend={send} onStop={stop} />
          </>
        )}
      </section>
    </div>
  );
}
