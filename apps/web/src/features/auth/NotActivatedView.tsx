import { MESSAGES } from '@persona/shared';
import { Icon } from '../../components/icons';
import { APP_NAME, AUTH_TEXTS } from '../../lib/ui-texts';

/** What every protected section shows while the account awaits an admin's activation. */
export function NotActivatedView() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-6 py-16 text-center">
      <title>{`${AUTH_TEXTS.notActivatedTitle} · ${APP_NAME}`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300">
        <Icon name="shield" className="size-8" />
      </span>
      <p role="status" className="max-w-xl text-lg font-medium text-gray-700 dark:text-slate-200">
        {MESSAGES.notActivated}
      </p>
    </section>
  );
}
