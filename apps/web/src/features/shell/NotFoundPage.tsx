import { MESSAGES } from '@persona/shared';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { UI_TEXTS } from '../../lib/ui-texts';
import { IconBadge } from '../../components/IconBadge';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <SectionHeader title={MESSAGES.routeNotFound} />
      <section className="flex flex-col items-center gap-6 py-12 text-center">
        <IconBadge name="question" />
        <div>
          <p className="font-mono text-sm font-semibold text-indigo-600 dark:text-indigo-300">404</p>
          <p className="mt-2 text-gray-600 dark:text-slate-400">{UI_TEXTS.notFoundHint}</p>
        </div>
        <button type="button" onClick={() => void navigate(PATHS.home)} className={buttonClass('primary')}>
          <Icon name="home" />
          {MESSAGES.backToHome}
        </button>
      </section>
    </>
  );
}
