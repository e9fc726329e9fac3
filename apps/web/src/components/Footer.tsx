import { Link } from 'react-router';
import { PATHS } from '../lib/paths';
import { UI_TEXTS } from '../lib/ui-texts';

export function Footer() {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 px-4 py-5 text-sm text-gray-500 sm:px-8 lg:px-12 dark:border-slate-800 dark:text-slate-400">
      <p>{UI_TEXTS.copyright(new Date().getFullYear())}</p>
      <Link to={PATHS.privacyPolicy} className="rounded font-medium hover:text-indigo-600 hover:underline dark:hover:text-indigo-300">
        {UI_TEXTS.privacyPolicy}
      </Link>
    </footer>
  );
}
