import { Icon } from '../../components/icons';
import { UI_TEXTS } from '../../lib/ui-texts';

/** Closes the phone navigation drawer. */
export function PhoneMenuClose({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={UI_TEXTS.closeMenu}
      className="grid size-11 shrink-0 place-items-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon name="close" />
    </button>
  );
}
