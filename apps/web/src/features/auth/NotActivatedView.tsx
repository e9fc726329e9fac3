import { MESSAGES } from '@persona/shared';
import { APP_NAME, AUTH_TEXTS } from '../../lib/ui-texts';
import { IconBadge } from '../../components/IconBadge';

/** What every protected section shows while the account awaits an admin's activation. */
export function NotActivatedView() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-6 py-16 text-center">
      <title>{`${AUTH_TEXTS.notActivatedTitle} · ${APP_NAME}`}</title>
      <IconBadge name="shield" tone="amber" />
      <p role="status" className="max-w-xl text-lg font-medium text-gray-700 dark:text-slate-200">
        {MESSAGES.notActivated}
      </p>
    </section>
  );
}
