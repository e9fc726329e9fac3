import { routes } from '@persona/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showOops } from '../../components/alerts';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton } from '../../components/Skeleton';
import { errorMessage } from '../../lib/error-message';
import { usePublicConfig } from '../../lib/public-config';
import { useMayCall } from '../../lib/session/useMayCall';
import { isAppPath } from './app-path';
import { openBillingPortal, startCheckout, useCurrentPlan, useProducts } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { PlanCardBlocks } from './MembershipSkeleton';
import { byCardOrder } from './plan-display';
import { PlanCard } from './PlanCard';

interface PlanCardsProps {
  accountId: string;
}

/**
 * The three plan cards in catalogue order with the Current Plan marker on the plan the account pays for now (none
 * for an account that never paid or whose plan ended; docs/decisions.md), whose card has Manage instead of Buy. Buy
 * starts a checkout and Manage opens the plan's management (Stripe's customer portal, or the test driver's page),
 * each sending the browser where the API says; while one is on its way every button waits, and a refusal is shown
 * in the 'Oops!' alert.
 */
export function PlanCards({ accountId }: PlanCardsProps) {
  const products = useProducts();
  const currentPlan = useCurrentPlan(accountId);
  const config = usePublicConfig().data;
  const testCheckout = config?.payments === 'test';
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const mayManage = useMayCall(routes.openBillingPortal);

  if (products.isPending || currentPlan.isPending) {
    return (
      <Skeleton>
        <PlanCardBlocks />
      </Skeleton>
    );
  }
  if (products.isError) return <LoadFailed message={MEMBERSHIP_TEXTS.productsFailed} query={products} />;

  // Unknown (the call failed): every card offers Buy, and the server refuses the plan already paid for.
  const current = currentPlan.data?.planId ?? null;
  /** Sends the browser where the API says: Stripe (absolute) or one of the portal's own pages (the router). */
  const go = async (planId: string, where: () => Promise<{ url: string }>) => {
    if (busy) return;
    setBusy(planId);
    try {
      const { url } = await where();
      if (isAppPath(url)) {
        void navigate(url);
        return;
      }
      // The page is leaving: the buttons stay disabled until it does.
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      await showOops(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {testCheckout && <PlansNote>{MEMBERSHIP_TEXTS.testMode}</PlansNote>}
      <section aria-label={MEMBERSHIP_TEXTS.plansLabel} className="grid gap-6 lg:grid-cols-3">
        {byCardOrder(products.data).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === current}
            busy={busy === plan.id}
            disabled={busy !== null}
            onBuy={(picked) => void go(picked.id, () => startCheckout(accountId, picked.id))}
            onManage={() => void go(plan.id, () => openBillingPortal(accountId))}
            mayManage={mayManage}
          />
        ))}
      </section>
    </div>
  );
}

function PlansNote({ children }: { children: string }) {
  return (
    <p role="note" className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
      {children}
    </p>
  );
}
