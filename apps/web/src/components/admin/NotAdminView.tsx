import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { ADMIN_FRAME_TEXTS, SECTION_TITLES } from '../../lib/ui-texts';
import { buttonClass } from '../button-styles';
import { Icon } from '../icons';
import { SectionHeader } from '../SectionHeader';
import { IconBadge } from '../IconBadge';

/** What an Admin screen shows to anyone who is not a site admin. */
export function NotAdminView() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.admin} />
      <section className="flex flex-col items-center gap-5 py-12 text-center">
        <IconBadge name="shield" />
        <div>
          <p className="text-lg font-medium text-gray-800 dark:text-slate-200">{ADMIN_FRAME_TEXTS.adminOnly}</p>
          <p className="mt-2 text-sm text-gray-600 dark:text-slate-400">{ADMIN_FRAME_TEXTS.adminOnlyHint}</p>
        </div>
        <Link to={PATHS.home} className={buttonClass('primary')}>
          <Icon name="library" />
          {ADMIN_FRAME_TEXTS.backToLibrary}
        </Link>
      </section>
    </>
  );
}
