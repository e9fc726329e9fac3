import { MESSAGES } from '@persona/shared';
import { useCallback, useMemo } from 'react';
import { buttonClass } from '../../components/button-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useSentinel } from '../../lib/useSentinel';
import { useOrderPages } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';
import { OrdersTable } from './OrdersTable';

/**
 * /orders: the account's orders, newest first, a page at a time (the next one as the end of the table comes near,
 * or with Show more); a failed load shows its message (spec section 8) with Try Again.
 */
export default function OrdersPage() {
  const { account } = useSession();
  const orders = useOrderPages(account?.id ?? '');
  const rows = useMemo(() => orders.data?.pages.flatMap((page) => page.items) ?? [], [orders.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  const more = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const sentinel = useSentinel(hasNextPage, more, rows.length);

  return (
    <>
      <SectionHeader title={SECTION_TITLES.orders} description={ORDERS_TEXTS.description} />
      {orders.isPending ? (
        <SkeletonRows />
      ) : orders.isError ? (
        <LoadFailed message={errorMessage(orders.error)} query={orders} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-16 text-center text-base font-medium text-gray-700 dark:border-slate-700 dark:bg-slate-900/40 dark:text-slate-300">
          {MESSAGES.noOrders}
        </p>
      ) : (
        <>
          <OrdersTable orders={rows} />
          {hasNextPage && (
            <div ref={sentinel} className="flex justify-center py-8">
              <button type="button" onClick={more} disabled={isFetchingNextPage} className={buttonClass('secondary')}>
                {ORDERS_TEXTS.showMore}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
