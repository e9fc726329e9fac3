import { Skeleton, SkeletonBlock } from '../../components/Skeleton';
import { CHAT_GRID_CLASS, CONVERSATION_CLASS, CONVERSATION_HEADER_CLASS } from './chat-layout';

/** Thread names in the list, to place inside a Skeleton. */
export function ThreadBlocks() {
  return (
    <div className="flex flex-col gap-2 px-1">
      {['w-5/6', 'w-2/3', 'w-3/4'].map((width) => (
        <SkeletonBlock key={width} className={`h-9 ${width}`} />
      ))}
    </div>
  );
}

/** Messages of a conversation, to place inside a Skeleton: the question, then the answer. */
export function MessageBlocks() {
  return (
    <div className="flex flex-col gap-3">
      <SkeletonBlock className="h-12 w-2/3 self-end rounded-2xl" />
      <SkeletonBlock className="h-16 w-3/4 rounded-2xl" />
    </div>
  );
}

/** The chat while its avatar (or who may chat) loads: the thread list and the conversation with its message box. */
export function ChatSkeleton() {
  return (
    <Skeleton className={CHAT_GRID_CLASS}>
      <div className="flex flex-col gap-3">
        <SkeletonBlock className="h-10 w-full rounded-lg" />
        <div className="max-lg:hidden">
          <ThreadBlocks />
        </div>
      </div>
      <div className={CONVERSATION_CLASS}>
        <div className={CONVERSATION_HEADER_CLASS}>
          <SkeletonBlock className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBlock className="h-3 w-24" />
            <SkeletonBlock className="h-4 w-40" />
          </div>
        </div>
        <div className="flex-1 p-4">
          <MessageBlocks />
        </div>
        <div className="border-t border-gray-200 p-3 dark:border-slate-800">
          <SkeletonBlock className="h-11 w-full rounded-xl" />
        </div>
      </div>
    </Skeleton>
  );
}
