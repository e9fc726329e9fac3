import { Link } from 'react-router';
import { PATHS } from '../lib/paths';
import { ADMIN_FRAME_TEXTS } from '../lib/ui-texts';
import { buttonClass } from './button-styles';
import { IconBadge } from './IconBadge';
import { Icon } from './icons';

/** What a screen shows to someone whose role may not see it: what is refused, whom to ask, and the way back. */
export function RefusedView({ title, hint }: { title: string; hint: string }) {
  return (
    <section className="flex flex-col items-center gap-5 py-12 text-center">
      <IconBadge name="shield" />
      <div>
        <p className="text-lg font-medium text-gray-800 dark:text-slate-200">{title}</p>
        <p className="mt-2 text-sm text-gray-600 dark:text-slate-400">{hint}</p>
      </div>
      <Link to={PATHS.home} className={buttonClass('primary')}>
        <Icon name="library" />
        {ADMIN_FRAME_TEXTS.backToLibrary}
      </Link>
    </section>
  );
}
