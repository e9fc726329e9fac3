import { AdminFrame } from '../../components/admin/AdminFrame';
import { AdminSection } from '../../components/admin/AdminSection';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { DELIVERY_TEXTS } from './delivery-texts';
import { useOpenOrders } from './open-orders-api';
import { OpenOrderRow } from './OpenOrderRow';

/** /admin/orders: the orders waiting for a Blueprint, each with its brief and the delivery form. */
export default function AdminOrdersPage() {
  return (
    <AdminFrame title={SECTION_TITLES.adminOrders} description={DELIVERY_TEXTS.description}>
      <OpenOrders />
    </AdminFrame>
  );
}

function OpenOrders() {
  const orders = useOpenOrders();
  if (orders.isPending) return <SkeletonRows />;
  if (orders.isError) return <LoadFailed message={DELIVERY_TEXTS.loadFailed} query={orders} />;
  // The API sends them oldest first, the order they are due in.
  return (
    <AdminSection title={DELIVERY_TEXTS.openOrders(orders.data.length)} empty={DELIVERY_TEXTS.noOpenOrders}>
      {orders.data.map((order) => (
        <OpenOrderRow key={order.id} order={order} />
      ))}
    </AdminSection>
  );
}
