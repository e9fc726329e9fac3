import { Icon, type IconName } from '../../components/icons';
import { sidebarItemClass } from './sidebar-item-class';
import { useSidebarTooltip } from './useSidebarTooltip';

interface SidebarButtonProps {
  label: string;
  icon: IconName;
  expanded: boolean;
  onClick: () => void;
}

/** A button styled like a sidebar entry (theme toggle, Sign Out). */
export function SidebarButton({ label, icon, expanded, onClick }: SidebarButtonProps) {
  const { handlers, tooltip } = useSidebarTooltip(label, !expanded);
  return (
    <button type="button" onClick={onClick} {...handlers} className={sidebarItemClass(expanded)}>
      <Icon name={icon} />
      <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
      {tooltip}
    </button>
  );
}
