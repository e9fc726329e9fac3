import { NavLink } from 'react-router';
import { Icon } from '../../components/icons';
import type { NavItem } from './nav-items';
import { sidebarItemClass } from './sidebar-item-class';
import { useSidebarTooltip } from './useSidebarTooltip';

interface SidebarLinkProps {
  item: NavItem;
  expanded: boolean;
  onNavigate: () => void;
}

/** One sidebar entry; when collapsed only the icon shows, the label a tooltip beside it and for screen readers. */
export function SidebarLink({ item, expanded, onNavigate }: SidebarLinkProps) {
  const { handlers, tooltip } = useSidebarTooltip(item.label, !expanded);
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      {...handlers}
      onClick={onNavigate}
      className={({ isActive }) => sidebarItemClass(expanded, isActive)}
    >
      {({ isActive }) => (
        <>
          {isActive && <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r bg-indigo-500 dark:bg-indigo-400" />}
          <Icon name={item.icon} />
          <span className={expanded ? 'truncate' : 'sr-only'}>{item.label}</span>
          {tooltip}
        </>
      )}
    </NavLink>
  );
}
