import { routes } from '@persona/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showOops } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { SkeletonCard } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { isAppPath } from './app-path';
import { CheckoutClosed, CheckoutUnavailable } from './CheckoutNotice';
import { CheckoutSummary } from './CheckoutSummary';
import { cancelTestCheckout, payTestCheckout, useCheckout } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';

type Action = 'pay' | 'cancel';

/**
 * /checkout/test/{id}: the portal's own checkout when no payment provider is configured. It shows the plan and
 * that no money moves; Pay completes it (then /payment_success), Cancel abandons it (then Membership).
 * A checkout already paid or cancelled only says so. One that closed meanwhile (CHECKOUT_CLOSED) is alerted
 * and read again.
 */
export default function TestCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCheckout(id);
  const [busy, setBusy] = useState<Action | null>(null);

  const act = async (action: Action) => {
    if (busy) return;
    setBusy(action);
    try {
      const { url } = await (action === 'pay' ? payTestCheckout(id) : cancelTestCheckout(id));
      // The page is leaving: the buttons stay disabled until it does.
      if (isAppPath(url)) void navigate(url);
      else window.location.assign(url);
    } catch (error) {
      setBusy(null);
      if (isApiError(error, action === 'pay' ? routes.payTestCheckout : routes.cancelTestCheckout, 'CHECKOUT_CLOSED')) void checkout.refetch();
      await showOops(errorMessage(error));
    }
  };

  return (
    <>
      <SectionHeader title={MEMBERSHIP_TEXTS.checkoutTitle} description={MEMBERSHIP_TEXTS.checkoutDescription} />
      {checkout.isPending ? (
        <SkeletonCard lines={4} className="p-6" />
      ) : checkout.isError ? (
        <CheckoutUnavailable error={checkout.error} onRetry={() => void checkout.refetch()} />
      ) : checkout.data.status !== 'open' ? (
        <CheckoutClosed status={checkout.data.status} />
      ) : (
        <CheckoutSummary plan={checkout.data.product}>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => void act('cancel')} disabled={busy !== null} aria-busy={busy === 'cancel'} className={buttonClass('secondary')}>
              {MEMBERSHIP_TEXTS.cancel}
            </button>
            <button type="button" onClick={() => void act('pay')} disabled={busy !== null} aria-busy={busy === 'pay'} className={buttonClass('primary')}>
              {MEMBERSHIP_TEXTS.pay}
            </button>
          </div>
        </CheckoutSummary>
      )}
    </>
  );
}
