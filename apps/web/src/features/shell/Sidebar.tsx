import { useRef } from 'react';
import { ADMIN_SCREENS, OWNER_SCREENS, useMayCall } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { useTheme } from '../../lib/theme/useTheme';
import { UI_TEXTS } from '../../lib/ui-texts';
import { useFocusTrap } from '../../lib/useFocusTrap';
import { useScrollLock } from '../../lib/useScrollLock';
import { MAIN_NAV, SETTINGS_NAV } from './nav-items';
import { PhoneMenuClose } from './PhoneMenuClose';
import type { PhoneMenu } from './usePhoneMenu';
import { SidebarButton } from './SidebarButton';
import { SidebarLink } from './SidebarLink';
import { SidebarLogo } from './SidebarLogo';
import { SidebarToggle } from './SidebarToggle';
import { useSidebarExpanded } from './useSidebarExpanded';

/**
 * The app's side navigation: logo and toggle, main entries, then theme toggle, Settings and Sign Out. On a phone
 * the same navigation is a drawer (a modal dialog) that the top bar opens.
 */
export function Sidebar({ menu }: { menu: PhoneMenu }) {
  const { expanded: wideExpanded, toggle } = useSidebarExpanded();
  const { signOut } = useSession();
  const isAdmin = useMayCall(ADMIN_SCREENS);
  const { dark, toggleTheme } = useTheme();
  const isOwner = useMayCall(OWNER_SCREENS);
  const entries = MAIN_NAV.filter((item) => (!item.adminOnly || isAdmin) && (!item.ownerOnly || isOwner));
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, menu.open, menu.closeMenu);
  const expanded = menu.wide ? wideExpanded : true;
  const drawer = !menu.wide && menu.open;
  useScrollLock(drawer);
  const placement = menu.wide ? `sticky ${wideExpanded ? 'w-64' : 'w-18'}` : drawer ? 'fixed left-0 w-72 max-w-[85vw] shadow-2xl' : 'hidden';

  return (
    <>
      {drawer && <div aria-hidden="true" onClick={menu.closeMenu} className="fixed inset-0 z-30 bg-slate-950/50 print:hidden" />}
      <aside
        id="sidebar"
        ref={panel}
        role={drawer ? 'dialog' : undefined}
        aria-modal={drawer ? true : undefined}
        aria-label={drawer ? UI_TEXTS.menu : undefined}
        className={`top-0 z-40 flex h-dvh shrink-0 flex-col print:hidden border-r border-gray-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900 ${placement}`}
      >
        <div className={`flex items-center gap-2 px-4 pt-5 pb-4 ${expanded ? 'justify-between' : 'flex-col'}`}>
          <SidebarLogo expanded={expanded} />
          {menu.wide ? <SidebarToggle expanded={expanded} onToggle={toggle} /> : <PhoneMenuClose onClose={menu.closeMenu} />}
        </div>
        <nav aria-label={UI_TEXTS.mainNavigation} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto overscroll-contain px-3 pb-4">
          {entries.map((item) => (
            <SidebarLink key={item.to} item={item} expanded={expanded} onNavigate={menu.closeMenu} />
          ))}
          <div className="mt-auto flex flex-col gap-1 border-t border-gray-200 pt-4 dark:border-slate-800">
            <SidebarButton
              label={dark ? UI_TEXTS.lightMode : UI_TEXTS.darkMode}
              icon={dark ? 'sun' : 'moon'}
              expanded={expanded}
              onClick={toggleTheme}
            />
            <SidebarLink item={SETTINGS_NAV} expanded={expanded} onNavigate={menu.closeMenu} />
            <SidebarButton label={UI_TEXTS.signOut} icon="signOut" expanded={expanded} onClick={() => void signOut()} />
          </div>
        </nav>
      </aside>
    </>
  );
}
