/** The chat's frame, shared by the chat and its loading skeleton so that one replaces the other in place. */
export const CHAT_GRID_CLASS = 'grid grid-cols-1 gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6';

export const CONVERSATION_CLASS =
  'flex h-[calc(100dvh-23rem)] min-h-80 min-w-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-gray-50/60 lg:h-auto dark:border-slate-800 dark:bg-slate-900/40';
