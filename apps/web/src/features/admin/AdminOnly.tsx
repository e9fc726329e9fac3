import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useSession } from '../session/useSession';
import { ADMIN_TEXTS } from './admin-texts';

/**
 * Guards the Admin screens: only site admins get the children (which load the data). Anyone else gets a clear
 * page instead, and nothing is fetched. The sidebar hides the link (spec section 6); this covers a typed address.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.isAdmin ? children : <NotForYouView />;
}

function NotForYouView() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.admin} />
      <section className="flex flex-col items-center gap-5 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon name="shield" className="size-8" />
        </span>
        <div>
          <p className="text-lg font-medium text-gray-800 dark:text-slate-200">{ADMIN_TEXTS.adminOnly}</p>
          <p className="mt-2 text-sm text-gray-600 dark:text-slate-400">{ADMIN_TEXTS.adminOnlyHint}</p>
        </div>
        <Link to={PATHS.home} className={buttonClass('primary')}>
          <Icon name="library" />
          {ADMIN_TEXTS.backToLibrary}
        </Link>
      </section>
    </>
  );
}
