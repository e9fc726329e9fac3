import { Link } from 'react-router';
import { LogoFull } from '../../components/logo/LogoFull';
import { LogoTrimmed } from '../../components/logo/LogoTrimmed';
import { PATHS } from '../../lib/paths';
import { useTheme } from '../../lib/theme/useTheme';

/** The logo at the top of the sidebar, leading to the Avatar Library. */
export function SidebarLogo({ expanded }: { expanded: boolean }) {
  const { dark } = useTheme();
  const variant = dark ? 'dark' : 'light';
  return (
    <Link to={PATHS.home} className="flex shrink-0 items-center rounded-lg">
      {expanded ? <LogoFull variant={variant} /> : <LogoTrimmed variant={variant} />}
    </Link>
  );
}
