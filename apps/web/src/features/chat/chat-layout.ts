/** The chat's frame, shared by the chat and its loading skeleton so that one replaces the other in place. */
export const CHAT_GRID_CLASS = 'grid grid-cols-1 gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6';

export const CONVERSATION_CLASS =
  'flex h-[calc(100dvh-23rem)] min-h-80 min-w-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-gray-50/60 lg:h-auto dark:border-slate-800 dark:bg-slate-900/40';

/**
 * The conversation's header (the avatar's portrait and name), fixed in height and shared by its skeleton, so the
 * conversation below never moves when the chat replaces its skeleton (Lighthouse's layout shift).
 */
export const CONVERSATION_HEADER_CLASS = 'flex h-16 shrink-0 items-center gap-3 border-b border-gray-200 px-4 dark:border-slate-800';
