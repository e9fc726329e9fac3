import { buttonClass } from '../../components/button-styles';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { DELIVERY_TEXTS } from './delivery-texts';
import { useSetOrderStatus } from './order-status-api';

/** Tells the customer work has started: their Orders table shows 'in progress'. */
export function MarkInProgressButton({ orderId }: { orderId: string }) {
  const status = useSetOrderStatus();
  const mark = () => status.mutate({ orderId, status: 'in progress' }, { onError: (error) => void showOops(errorMessage(error)) });
  return (
    <button type="button" onClick={mark} disabled={status.isPending} aria-busy={status.isPending} className={buttonClass('secondary')}>
      {DELIVERY_TEXTS.markInProgress}
    </button>
  );
}
