import type { ChatThread } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton } from '../../components/Skeleton';
import { formatLongDate } from '../../lib/dates';
import { threadsQuery } from './chat-api';
import { ThreadBlocks } from './ChatSkeleton';
import { CHAT_TEXTS } from './chat-texts';

interface ThreadListProps {
  avatarId: string;
  selected: string | null;
  onOpen: (threadId: string | null) => void;
}

const ITEM = 'flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left text-sm transition-colors';
const ITEM_STATE = {
  on: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-200',
  off: 'text-gray-700 hover:bg-gray-100 dark:text-slate-300 dark:hover:bg-slate-800',
} as const;

function ThreadItem({ thread, active, onOpen }: { thread: ChatThread; active: boolean; onOpen: () => void }) {
  return (
    <li>
      <button type="button" aria-current={active ? 'true' : undefined} onClick={onOpen} className={`${ITEM} ${ITEM_STATE[active ? 'on' : 'off']}`}>
        <span className="truncate font-medium">{thread.name || CHAT_TEXTS.untitledThread}</span>
        <span className="text-xs text-gray-600 dark:text-slate-400">{formatLongDate(thread.updatedAt)}</span>
      </button>
    </li>
  );
}

/**
 * The avatar's threads, newest first, and the New thread button (an empty conversation). Below lg the list folds
 * behind a Threads button above the conversation, so the message box stays in view; opening a thread folds it again.
 */
export function ThreadList({ avatarId, selected, onOpen }: ThreadListProps) {
  const query = useQuery(threadsQuery(avatarId));
  const { data: threads, isPending, isError } = query;
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  const openThread = (id: string | null) => {
    setUnfolded(false);
    onOpen(id);
  };
  return (
    <nav aria-label={CHAT_TEXTS.threads} className="flex min-h-0 min-w-0 flex-col gap-3">
      <div className="flex gap-2">
        <button type="button" onClick={() => openThread(null)} className={`${buttonClass('primary')} flex-1`}>
          <Icon name="create" className="size-4" />
          {CHAT_TEXTS.newThread}
        </button>
        <button type="button" aria-expanded={unfolded} aria-controls={listId} onClick={() => setUnfolded(!unfolded)} className={`${buttonClass('secondary')} lg:hidden`}>
          {CHAT_TEXTS.threads}
          {/* Its room is kept while the threads load, so the count arriving does not move the buttons. */}
          <span className="min-w-[4ch] text-left tabular-nums">{threads && `(${threads.length})`}</span>
          <Icon name="chevron" className={`size-4 transition-transform ${unfolded ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={listId} className={`${unfolded ? 'flex' : 'hidden'} min-h-0 flex-col gap-3 max-lg:max-h-72 lg:flex`}>
        <h2 className="px-1 text-xs font-semibold tracking-wide text-gray-500 uppercase max-lg:sr-only dark:text-slate-400">{CHAT_TEXTS.threads}</h2>
        {isPending ? (
          <Skeleton>
            <ThreadBlocks />
          </Skeleton>
        ) : isError ? (
          <LoadFailed message={CHAT_TEXTS.threadsFailed} query={query} />
        ) : threads.length === 0 ? (
          <p className="px-1 text-sm text-gray-500 dark:text-slate-400">{CHAT_TEXTS.noThreads}</p>
        ) : (
          <ul aria-label={CHAT_TEXTS.threads} className="flex min-h-0 flex-col gap-1 overflow-y-auto">
            {threads.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} active={thread.id === selected} onOpen={() => openThread(thread.id)} />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
