import { MESSAGES } from '@persona/shared';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { countProcessing } from './order-status';
import { useAccountOrders } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';

/**
 * The Avatar Library's banner (spec section 2, route /): 'You have N product(s) being processed' with a link
 * to /orders, where N counts the orders without a docId. Nothing while loading, on failure or when N is 0.
 */
export function ProcessingBanner() {
  const { account } = useSession();
  const { data: orders } = useAccountOrders(account?.id ?? '');
  const processing = orders ? countProcessing(orders) : 0;
  if (processing === 0) return null;

  return (
    <section
      aria-label={ORDERS_TEXTS.bannerLabel}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 px-5 py-4 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <p className="font-medium text-indigo-900 dark:text-indigo-100">{MESSAGES.productsProcessing(processing)}</p>
      <Link to={PATHS.orders} className={TEXT_LINK_CLASS}>
        {ORDERS_TEXTS.viewOrders}
      </Link>
    </section>
  );
}
