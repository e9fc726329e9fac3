import { Icon } from '../../components/icons';
import { UI_TEXTS } from '../../lib/ui-texts';
import { SidebarLogo } from './SidebarLogo';

/** Below the md breakpoint the shell's top bar: the logo and the button that opens the navigation drawer. */
export function PhoneTopBar({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-gray-200 bg-white/95 px-4 backdrop-blur md:hidden print:hidden dark:border-slate-800 dark:bg-slate-900/95">
      <SidebarLogo expanded />
      <button
        type="button"
        onClick={onOpen}
        aria-label={UI_TEXTS.openMenu}
        aria-expanded={open}
        aria-controls="sidebar"
        className="grid size-11 place-items-center rounded-lg text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Icon name="menu" className="size-6" />
      </button>
    </header>
  );
}
