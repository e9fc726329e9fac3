import { MESSAGES, TIMINGS } from '@persona/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { IconBadge } from '../../components/IconBadge';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { useRefreshAccount } from '../../lib/session/current-account';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { fetchCheckout } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { useCountdown } from './useCountdown';

/**
 * /payment_success (spec sections 2 and 4): 'Payment successful!' and a countdown from 5, then /. On arrival the
 * checkout named by ?session_id= is read once (the server fulfils a paid Stripe checkout whose notification is
 * late; a failure changes nothing here), then the account, its credits and its credit log are read again.
 */
export default function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const refreshAccount = useRefreshAccount();
  const seconds = useCountdown(TIMINGS.paymentCountdownSeconds, () => void navigate(PATHS.home));

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (sessionId) await fetchCheckout(sessionId).catch(() => undefined);
      await refreshAccount();
    })();
  }, [sessionId, refreshAccount]);

  return (
    <>
      <SectionHeader title={SECTION_TITLES.payment} />
      <section className="flex flex-col items-center gap-5 py-12 text-center">
        <IconBadge name="check" />
        <h2 className="text-2xl font-semibold text-gray-900 dark:text-white">{MESSAGES.paymentSuccessful}</h2>
        <p role="timer" aria-live="off" className="text-gray-600 tabular-nums dark:text-slate-400">
          {MEMBERSHIP_TEXTS.countdown(seconds)}
        </p>
      </section>
    </>
  );
}
