import { MESSAGES } from '@persona/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { useProcessingCount } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';

/**
 * The Avatar Library's banner (spec section 2, route /): 'You have N product(s) being processed' with a link
 * to /orders, where N counts the orders without a docId (routes.countProcessingOrders, not the order list).
 * Nothing on failure or when N is 0.
 */
export function ProcessingBanner({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <section
      aria-label={ORDERS_TEXTS.bannerLabel}
      className="mb-6 flex min-h-14 flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 px-5 py-4 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <p className="font-medium text-indigo-900 dark:text-indigo-100">{MESSAGES.productsProcessing(count)}</p>
      <Link to={PATHS.orders} className={TEXT_LINK_CLASS}>
        {ORDERS_TEXTS.viewOrders}
      </Link>
    </section>
  );
}

/**
 * The banner and whether its count is known yet. The page below holds its content until it is (one small
 * answer, asked for alongside the library's own), so the banner never pushes the cards down when it arrives.
 */
export function useProcessingBanner(): { ready: boolean; banner: ReactNode; processing: boolean } {
  const { account } = useSession();
  const { data, isLoading } = useProcessingCount(account?.id ?? '');
  return { ready: !isLoading, banner: <ProcessingBanner count={data ?? 0} />, processing: (data ?? 0) > 0 };
}
