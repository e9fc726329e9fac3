import { Icon } from '../../components/icons';
import { ADMIN_TEXTS } from './admin-texts';

interface UsersToggleProps {
  accountName: string;
  count: number;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** Shows or hides an account's users (a disclosure button with aria-expanded). */
export function UsersToggle({ accountName, count, expanded, controls, onToggle }: UsersToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={ADMIN_TEXTS.usersOf(accountName, count)}
      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon name="arrowRight" className={`size-4 transition-transform ${expanded ? 'rotate-90' : ''}`} />
      {ADMIN_TEXTS.usersToggle(count)}
    </button>
  );
}
