import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useTheme } from '../theme/useTheme';
import { LogoFull } from './logo/LogoFull';
import { LogoTrimmed } from './logo/LogoTrimmed';

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
