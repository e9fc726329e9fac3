import { NavLink } from 'react-router';
import { Icon } from '../../components/icons';
import type { NavItem } from './nav-items';
import { sidebarItemClass } from './sidebar-item-class';

interface SidebarLinkProps {
  item: NavItem;
  expanded: boolean;
  onNavigate: () => void;
}

/** One sidebar entry; when collapsed only the icon shows and the label stays for screen readers. */
export function SidebarLink({ item, expanded, onNavigate }: SidebarLinkProps) {
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      title={expanded ? undefined : item.label}
      onClick={onNavigate}
      className={({ isActive }) => sidebarItemClass(expanded, isActive)}
    >
      {({ isActive }) => (
        <>
          {isActive && <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r bg-indigo-500 dark:bg-indigo-400" />}
          <Icon name={item.icon} />
          <span className={expanded ? 'truncate' : 'sr-only'}>{item.label}</span>
        </>
      )}
    </NavLink>
  );
}
