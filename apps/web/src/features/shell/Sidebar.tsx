import { ADMIN_SCREENS, useMayCall } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { useTheme } from '../../lib/theme/useTheme';
import { UI_TEXTS } from '../../lib/ui-texts';
import { MAIN_NAV, SETTINGS_NAV } from './nav-items';
import { SidebarButton } from './SidebarButton';
import { SidebarLink } from './SidebarLink';
import { SidebarLogo } from './SidebarLogo';
import { SidebarToggle } from './SidebarToggle';
import { useSidebarExpanded } from './useSidebarExpanded';

/** The app's side navigation: logo and toggle, main entries, then theme toggle, Settings and Sign Out. */
export function Sidebar() {
  const { expanded, toggle, collapseOnSmallScreen } = useSidebarExpanded();
  const { signOut } = useSession();
  const isAdmin = useMayCall(ADMIN_SCREENS);
  const { dark, toggleTheme } = useTheme();
  const entries = MAIN_NAV.filter((item) => !item.adminOnly || isAdmin);

  return (
    <>
      {/* On phones the expanded sidebar overlays the page: keep the rail's room and dim the page behind it. */}
      {expanded && <div aria-hidden="true" className="w-18 shrink-0 md:hidden print:hidden" />}
      {expanded && <div aria-hidden="true" onClick={collapseOnSmallScreen} className="fixed inset-0 z-30 bg-slate-950/50 md:hidden print:hidden" />}
      <aside
        id="sidebar"
        className={`top-0 z-40 flex h-dvh shrink-0 flex-col print:hidden border-r border-gray-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900 ${
          expanded ? 'fixed left-0 w-64 shadow-2xl md:sticky md:shadow-none' : 'sticky w-18'
        }`}
      >
        <div className={`flex items-center gap-2 px-4 pt-5 pb-4 ${expanded ? 'justify-between' : 'flex-col'}`}>
          <SidebarLogo expanded={expanded} />
          <SidebarToggle expanded={expanded} onToggle={toggle} />
        </div>
        <nav aria-label={UI_TEXTS.mainNavigation} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-3 pb-4">
          {entries.map((item) => (
            <SidebarLink key={item.to} item={item} expanded={expanded} onNavigate={collapseOnSmallScreen} />
          ))}
          <div className="mt-auto flex flex-col gap-1 border-t border-gray-200 pt-4 dark:border-slate-800">
            <SidebarButton
              label={dark ? UI_TEXTS.lightMode : UI_TEXTS.darkMode}
              icon={dark ? 'sun' : 'moon'}
              expanded={expanded}
              onClick={toggleTheme}
            />
            <SidebarLink item={SETTINGS_NAV} expanded={expanded} onNavigate={collapseOnSmallScreen} />
            <SidebarButton label={UI_TEXTS.signOut} icon="signOut" expanded={expanded} onClick={() => void signOut()} />
          </div>
        </nav>
      </aside>
    </>
  );
}
