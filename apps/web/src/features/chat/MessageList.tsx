import type { ChatMessage } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton } from '../../components/Skeleton';
import { messagesQuery } from './chat-api';
import { CHAT_TEXTS } from './chat-texts';
import { MessageBlocks } from './ChatSkeleton';
import { MessageBubble } from './MessageBubble';
import { shownText } from './message-text';
import type { LiveTurn } from './useConversation';

interface MessageListProps {
  threadId: string | null;
  live: LiveTurn | null;
  avatarName: string;
  /** Asks an unanswered question again; disabled while an answer is being written. */
  onRetry: (question: ChatMessage) => void;
  sending: boolean;
}

/** Under a question whose answer never came: says so, with the button that asks it again. */
function Unanswered({ onRetry, disabled }: { onRetry: () => void; disabled: boolean }) {
  return (
    <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
      <span className="opacity-90">{CHAT_TEXTS.unanswered}</span>
      <button type="button" onClick={onRetry} disabled={disabled} className="rounded-md bg-white/20 px-2 py-0.5 font-medium hover:bg-white/30 disabled:opacity-50">
        {CHAT_TEXTS.retry}
      </button>
    </span>
  );
}

function TypingDots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} style={{ animationDelay: `${delay}ms` }} className="size-1.5 animate-bounce rounded-full bg-current opacity-60" />
      ))}
    </span>
  );
}

/** The live turn: the question until the server saved it, then the answer (typing, growing, or stopped). */
function LiveMessages({ live, avatarName }: { live: LiveTurn; avatarName: string }) {
  const typing = live.phase === 'waiting';
  return (
    <>
      {!live.saved && <MessageBubble role="user" author={CHAT_TEXTS.you} content={live.question} attachmentName={live.attachmentName} />}
      <MessageBubble
        role="assistant"
        author={avatarName}
        content={live.answer}
        busy={live.phase !== 'stopped'}
        footer={
          typing ? (
            <span role="status" className="inline-flex items-center gap-2 text-gray-500 dark:text-slate-400">
              <TypingDots />
              {CHAT_TEXTS.typing(avatarName)}
            </span>
          ) : live.phase === 'stopped' ? (
            <span className="mt-1 text-xs font-medium text-gray-500 dark:text-slate-400">{CHAT_TEXTS.stopped}</span>
          ) : null
        }
      />
    </>
  );
}

/** The open thread's messages, oldest first, then the send under way; it keeps the newest in view. */
export function MessageList({ threadId, live, avatarName, onRetry, sending }: MessageListProps) {
  const query = useQuery({ ...messagesQuery(threadId ?? ''), enabled: threadId !== null });
  const { data: messages = [], isFetching, isError } = query;
  const end = useRef<HTMLDivElement>(null);
  const liveText = live?.answer.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, liveText, live?.phase]);

  const empty = messages.length === 0 && !live;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      {isError && <LoadFailed message={CHAT_TEXTS.messagesFailed} query={query} />}
      {empty && isFetching && !isError && (
        <Skeleton>
          <MessageBlocks />
        </Skeleton>
      )}
      {empty && !isFetching && !isError && (
        <p className="py-10 text-center text-sm text-gray-500 dark:text-slate-400">{CHAT_TEXTS.emptyConversation(avatarName)}</p>
      )}
      <ol aria-label={CHAT_TEXTS.conversation} className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            role={message.role}
            author={message.role === 'user' ? CHAT_TEXTS.you : avatarName}
            content={shownText(message)}
            citations={message.citations}
            attachmentName={message.attachmentName}
            footer={message.role === 'user' && message.status === 'unanswered' ? <Unanswered onRetry={() => onRetry(message)} disabled={sending} /> : null}
          />
        ))}
        {live && <LiveMessages live={live} avatarName={avatarName} />}
      </ol>
      <div ref={end} />
    </div>
  );
}
