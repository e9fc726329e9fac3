import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { CREATE_TEXTS } from './create-texts';

/** The top of /create: who is ordering, the credits left, and where to buy more. */
export function Welcome({ name, credits }: { name: string; credits: number }) {
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div>
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{CREATE_TEXTS.welcome(name)}</h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-slate-400">{CREATE_TEXTS.credits(credits)}</p>
      </div>
      <Link to={PATHS.settingsMembership} className={buttonClass('secondary')}>
        <Icon name="card" />
        {CREATE_TEXTS.buyCredits}
      </Link>
    </section>
  );
}
