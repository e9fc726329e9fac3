import { Icon, type IconName } from '../../components/icons';
import { sidebarItemClass } from './sidebar-item-class';

interface SidebarButtonProps {
  label: string;
  icon: IconName;
  expanded: boolean;
  onClick: () => void;
}

/** A button styled like a sidebar entry (theme toggle, Sign Out). */
export function SidebarButton({ label, icon, expanded, onClick }: SidebarButtonProps) {
  return (
    <button type="button" onClick={onClick} title={expanded ? undefined : label} className={sidebarItemClass(expanded)}>
      <Icon name={icon} />
      <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
    </button>
  );
}
