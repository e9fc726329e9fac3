import { planById, PLANS, type CurrentPlan, type Plan, type TestBillingActionBody } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { showOops } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { Notice } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { SkeletonCard } from '../../components/Skeleton';
import { errorMessage } from '../../lib/error-message';
import { focusIsLost } from '../../lib/focus';
import { PATHS } from '../../lib/paths';
import { useCurrentAccount, useRefreshAccount } from '../../lib/session/current-account';
import { billingStatusLine } from './billing-status';
import { currentPlanQuery, manageTestSubscription, useCurrentPlan } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { priceLabel } from './plan-display';

const backLink = (
  <Link to={PATHS.settingsMembership} className={buttonClass('secondary')}>
    {MEMBERSHIP_TEXTS.backToMembership}
  </Link>
);

/**
 * /billing/test: where Manage leads with the test driver (no Stripe), standing in for Stripe's customer portal.
 * Each action goes to the API, which turns it into the events Stripe would send and applies them through the same
 * fulfilment; the page then shows the plan as the server answers it. A refusal is shown in the 'Oops!' alert.
 */
export default function TestBillingPage() {
  const account = useCurrentAccount();
  return (
    <>
      <SectionHeader title={MEMBERSHIP_TEXTS.testBillingTitle} description={MEMBERSHIP_TEXTS.testBillingDescription} />
      {account ? <TestBillingPanel accountId={account.id} /> : <SkeletonCard lines={4} className="p-6" />}
    </>
  );
}

function TestBillingPanel({ accountId }: { accountId: string }) {
  const billing = useCurrentPlan(accountId);
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const act = async (key: string, body: TestBillingActionBody) => {
    if (busy) return;
    setBusy(key);
    try {
      queryClient.setQueryData(currentPlanQuery(accountId).queryKey, await manageTestSubscription(accountId, body));
      // A plan change moves the membership, a payment the credits.
      await refreshAccount();
    } catch (error) {
      await showOops(errorMessage(error));
      void billing.refetch();
    } finally {
      setBusy(null);
    }
    // A plan change takes its Switch button away: the plan's heading, with its new name, takes the focus.
    if (focusIsLost()) heading.current?.focus();
  };

  if (billing.isPending) return <SkeletonCard lines={4} className="p-6" />;
  if (billing.isError) return <LoadFailed message={MEMBERSHIP_TEXTS.testBillingLoadFailed} query={billing} />;
  const plan = billing.data.planId ? planById(billing.data.planId) : undefined;
  const subscription = billing.data.subscription;
  if (!plan || !subscription || subscription.status === 'canceled') {
    return (
      <Notice icon="question">
        <p className="text-lg font-semibold text-gray-900 dark:text-white">{MEMBERSHIP_TEXTS.noPlanToManage}</p>
        {backLink}
      </Notice>
    );
  }
  return <ManagedPlan plan={plan} billing={billing.data} busy={busy} act={(key, body) => void act(key, body)} heading={heading} />;
}

interface ManagedPlanProps {
  plan: Plan;
  billing: CurrentPlan;
  busy: string | null;
  act: (key: string, body: TestBillingActionBody) => void;
  heading: RefObject<HTMLHeadingElement | null>;
}

function ManagedPlan({ plan, billing, busy, act, heading }: ManagedPlanProps) {
  const subscription = billing.subscription!;
  // `slot`: the one place a pair of opposite actions shares (Cancel / Resume), so the button, and its focus, stays
  // when the label turns. Busy is aria-disabled, not disabled, which would drop the keyboard's focus (act ignores the click).
  const button = (key: string, label: string, body: TestBillingActionBody, variant: 'primary' | 'secondary' = 'secondary', slot = key) => (
    <button key={slot} type="button" onClick={() => act(key, body)} aria-disabled={busy !== null} aria-busy={busy === key} className={buttonClass(variant)}>
      {label}
    </button>
  );
  return (
    <section
      aria-label={plan.name}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none dark:text-white">
          {plan.name}
        </h2>
        <p className="mt-1 text-gray-900 dark:text-white">{priceLabel(plan.priceUsd)}</p>
        {/* Said when an action changes it, as the answer to that action. */}
        <p role="status" data-testid="plan-status" className="mt-2 text-sm font-medium text-gray-700 dark:text-slate-200">
          {billingStatusLine(subscription)}
        </p>
      </div>
      <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
        {MEMBERSHIP_TEXTS.testBillingNote}
      </p>
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{MEMBERSHIP_TEXTS.changePlan}</h3>
        <div className="flex flex-wrap gap-3">
          {PLANS.filter((other) => other.id !== plan.id).map((other) =>
            button(`plan-${other.id}`, MEMBERSHIP_TEXTS.switchTo(other.name), { action: 'change_plan', productId: other.id }),
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {subscription.cancelAtPeriodEnd
          ? button('resume', MEMBERSHIP_TEXTS.resume, { action: 'resume' }, 'primary', 'renewal')
          : button('cancel', MEMBERSHIP_TEXTS.cancelAtPeriodEnd, { action: 'cancel' }, 'secondary', 'renewal')}
        {subscription.status === 'past_due'
          ? button('pay', MEMBERSHIP_TEXTS.payNow, { action: 'pay' }, 'primary', 'payment')
          : button('fail', MEMBERSHIP_TEXTS.failPayment, { action: 'fail_payment' }, 'secondary', 'payment')}
      </div>
      <div>{backLink}</div>
    </section>
  );
}
