import type { OpenOrder } from '@persona/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotAdminView } from '../../components/admin/NotAdminView';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonForm } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { ADMIN_SCREENS, useMayCall } from '../../lib/session/useMayCall';
import { ORDERS_TEXTS } from '../orders';
import { BackToOrders } from './BackToOrders';
import { DELIVERY_TEXTS } from './delivery-texts';
import { DeliveryForm } from './DeliveryForm';
import { MarkInProgressButton } from './MarkInProgressButton';
import { isPending } from './open-orders';
import { useOpenOrders } from './open-orders-api';

/** /admin/orders/:id, the delivery console of one open order (site admins only, as the list). */
export default function DeliveryConsolePage() {
  const { id = '' } = useParams();
  if (!useMayCall(ADMIN_SCREENS)) return <NotAdminView />;
  return <DeliveryConsole key={id} orderId={id} />;
}

/**
 * The order as the open list last had it. Once delivered it leaves that list before the console has moved on, so
 * the console keeps the order it found rather than flashing 'not waiting for delivery'.
 */
function useOpenOrder(orderId: string) {
  const orders = useOpenOrders();
  const [found, setFound] = useState<OpenOrder | null>(null);
  const current = orders.data?.find((order) => order.id === orderId);
  if (current && current !== found) setFound(current);
  return { orders, order: current ?? found };
}

function DeliveryConsole({ orderId }: { orderId: string }) {
  const { orders, order } = useOpenOrder(orderId);
  const navigate = useNavigate();
  if (!order) {
    return (
      <>
        <SectionHeader title={DELIVERY_TEXTS.consoleTitle} description={<BackToOrders />} />
        {orders.isPending ? (
          <SkeletonForm fields={4} boxed />
        ) : orders.isError ? (
          <LoadFailed message={DELIVERY_TEXTS.loadFailed} query={orders} />
        ) : (
          <p className="text-sm text-gray-700 dark:text-slate-300">{DELIVERY_TEXTS.orderNotOpen}</p>
        )}
      </>
    );
  }
  const label = ORDERS_TEXTS.companyCampaign(order.company, order.campaign);
  return (
    <>
      <SectionHeader title={label} description={<BackToOrders />} actions={isPending(order) && <MarkInProgressButton orderId={order.id} />} />
      <DeliveryForm order={order} label={label} onDelivered={() => void navigate(PATHS.adminOrders)} />
    </>
  );
}
