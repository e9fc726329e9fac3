import { routes, type Order, type OrderSource } from '@persona/shared';
import { confirmDanger, showOops } from '../../components/alerts';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { keepFocusThroughRemoval } from '../../lib/focus';
import { formatFileSize } from '../../lib/file-size';
import { useOpenStoredFile } from '../../lib/stored-files';
import { isPending } from './order-status';
import { useRemoveOrderSource } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';

/**
 * An order's detail: each source with its kind, size and passages, a download of what was stored, and (while the
 * order is pending) its removal after a 'Danger zone' question. Once the admin has started, the server refuses
 * (SOURCES_LOCKED) and its words are shown; the list is read again either way.
 */
export function OrderSources({ order, label }: { order: Order; label: string }) {
  const open = useOpenStoredFile();
  const remove = useRemoveOrderSource();
  const removable = isPending(order.status);

  const download = (source: OrderSource) => open.mutate(source.key, { onError: (error) => void showOops(errorMessage(error)) });

  const ask = async (source: OrderSource, button: HTMLButtonElement) => {
    const confirmed = await confirmDanger({
      title: ORDERS_TEXTS.confirmRemoveTitle,
      text: ORDERS_TEXTS.confirmRemove(source.name, source.passageCount),
      confirm: ORDERS_TEXTS.remove,
    });
    if (!confirmed) return;
    // Once the row is gone, focus goes to the next source (else the previous one) rather than the page body.
    const refocus = keepFocusThroughRemoval(button, 'li');
    remove.mutate(source.id, {
      onSuccess: () => void refocus(),
      onError: (error) =>
        void (isApiError(error, routes.removeSource, 'SOURCES_LOCKED') ? showOops(error.message, { icon: 'warning' }) : showOops(errorMessage(error))),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={ORDERS_TEXTS.sourcesOf(label)} className="flex flex-col gap-2">
        {order.sources.map((source) => (
          <li key={source.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="min-w-0 flex-1 truncate font-medium text-gray-900 dark:text-slate-100">{source.name}</span>
            <span className="text-gray-600 dark:text-slate-400">
              {ORDERS_TEXTS.sourceKinds[source.kind]} · {formatFileSize(source.size)} · {ORDERS_TEXTS.passages(source.passageCount)}
            </span>
            <button type="button" onClick={() => download(source)} disabled={open.isPending} aria-label={ORDERS_TEXTS.downloadSource(source.name)} className={TEXT_LINK_CLASS}>
              {ORDERS_TEXTS.download}
            </button>
            {removable && (
              <button
                type="button"
                onClick={(event) => void ask(source, event.currentTarget)}
                disabled={remove.isPending}
                aria-label={ORDERS_TEXTS.removeSource(source.name)}
                className="rounded font-medium text-red-600 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-red-400"
              >
                {ORDERS_TEXTS.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!removable && <p className="text-xs text-gray-500 dark:text-slate-400">{ORDERS_TEXTS.sourcesLockedNote}</p>}
    </div>
  );
}
