import { AvatarPortrait, BADGE_SIZES } from '../avatars';
import { CHAT_TEXTS } from './chat-texts';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadList } from './ThreadList';
import { useConversation } from './useConversation';

interface AvatarChatProps {
  accountId: string;
  avatar: { id: string; name: string; img: string };
}

/**
 * The chat with one avatar: its threads on the side (below lg folded above); the open conversation with the message
 * input. Below lg the conversation is sized to end above the window's bottom strip, where the onboarding widget
 * floats, so the message box and Send show without scrolling.
 */
export function AvatarChat({ accountId, avatar }: AvatarChatProps) {
  const { threadId, live, open, send, retry, stop, sending } = useConversation(accountId, avatar.id);
  return (
    <div className="grid grid-cols-1 gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
      <ThreadList avatarId={avatar.id} selected={threadId} onOpen={open} />
      <section
        aria-label={CHAT_TEXTS.conversation}
        className="flex h-[calc(100dvh-23rem)] min-h-80 min-w-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-gray-50/60 lg:h-auto dark:border-slate-800 dark:bg-slate-900/40"
      >
        <header className="flex items-center gap-3 border-b border-gray-200 px-4 py-3 dark:border-slate-800">
          <div className="size-10 shrink-0 overflow-hidden rounded-full">
            <AvatarPortrait src={avatar.img} name={avatar.name} sizes={BADGE_SIZES} />
          </div>
          <div className="min-w-0">
            <p className="text-xs text-gray-500 dark:text-slate-400">{CHAT_TEXTS.chattingWith}</p>
            <h2 className="truncate font-semibold text-gray-900 dark:text-white">{avatar.name}</h2>
          </div>
        </header>
        <MessageList threadId={threadId} live={live} avatarName={avatar.name} sending={sending} onRetry={(question) => void retry(question)} />
        <Composer avatarName={avatar.name} sending={sending} onSend={send} onStop={stop} />
      </section>
    </div>
  );
}
