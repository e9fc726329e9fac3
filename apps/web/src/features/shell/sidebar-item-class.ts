/** Classes shared by the sidebar's links and buttons so they line up and look alike. */
export function sidebarItemClass(expanded: boolean, active = false): string {
  const layout = expanded ? 'w-full gap-3 px-3' : 'mx-auto size-11 justify-center';
  const tone = active
    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
    : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800/70 dark:hover:text-white';
  return `relative flex h-11 items-center rounded-lg text-sm font-medium transition-colors ${layout} ${tone}`;
}
