import { Icon } from '../../components/icons';
import { UI_TEXTS } from '../../lib/ui-texts';

/** Expands or collapses the sidebar. */
export function SidebarToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const label = expanded ? UI_TEXTS.collapseSidebar : UI_TEXTS.expandSidebar;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls="sidebar"
      title={label}
      className="grid size-9 shrink-0 place-items-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon name={expanded ? 'collapse' : 'expand'} />
    </button>
  );
}
