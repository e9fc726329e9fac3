import { routes } from '@persona/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../components/button-styles';
import { showOops } from '../../components/alerts';
import { callApi } from '../../lib/api-client';
import { formatLongDate } from '../../lib/dates';
import { keepFocusThroughRemoval } from '../../lib/focus';
import { ADMIN_TEXTS } from './admin-texts';

const closedKey = ['admin', 'closed-accounts'] as const;

/** Closed accounts waiting for their purge, each with its date and a Restore button (within the grace). */
export function ClosedAccounts() {
  const queryClient = useQueryClient();
  const closed = useQuery({ queryKey: closedKey, queryFn: () => callApi(routes.listClosedAccounts) });
  const restore = useMutation({
    mutationFn: ({ id }: { id: string; refocus: () => Promise<void> }) => callApi(routes.restoreAccount, { params: { id } }),
    onSuccess: async (_, { refocus }) => {
      void refocus();
      await Promise.all([queryClient.invalidateQueries({ queryKey: closedKey }), queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] })]);
    },
    onError: (error) => showOops(error instanceof Error ? error.message : ADMIN_TEXTS.restoreFailed),
  });
  const rows = closed.data ?? [];
  if (rows.length === 0) return null;
  const titleId = 'closed-accounts-title';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-lg font-semibold">
        {ADMIN_TEXTS.closedAccounts(rows.length)}
      </h2>
      <ul aria-labelledby={titleId} className="flex flex-col gap-2">
        {rows.map((account) => (
          <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3 dark:border-slate-700">
            <span>
              <span className="font-medium">{account.name}</span>
              {ADMIN_TEXTS.closedOn(formatLongDate(account.closedAt), formatLongDate(account.purgeAfter))}
            </span>
            {/* Not disabled while a restore is on its way: a disabled button drops the keyboard's focus. */}
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-disabled={restore.isPending}
              onClick={(event) => restore.isPending || restore.mutate({ id: account.id, refocus: keepFocusThroughRemoval(event.currentTarget, 'li') })}
              aria-label={ADMIN_TEXTS.restoreLabel(account.name)}
            >
              {ADMIN_TEXTS.restore}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
