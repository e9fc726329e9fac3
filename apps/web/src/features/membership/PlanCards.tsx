import { type Product } from '@persona/shared';
import { useState } from 'react';
import { showOops } from '../../components/alerts';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton } from '../../components/Skeleton';
import { errorMessage } from '../../lib/error-message';
import { usePublicConfig } from '../../lib/public-config';
import { startCheckout, useCurrentPlan, useProducts } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { PlanCardBlocks } from './MembershipSkeleton';
import { byCardOrder } from './plan-display';
import { PlanCard } from './PlanCard';

interface PlanCardsProps {
  accountId: string;
}

/**
 * The three plan cards in catalogue order with the Current Plan marker on the plan the account pays for now (none
 * for an account that never paid or whose plan ended; docs/decisions.md), whose card has no Buy. Buy starts a checkout and sends the browser where the API says
 * (Stripe, or the test checkout, which the page says moves no money); while one is on its way every Buy waits,
 * and a refusal is shown in the 'Oops!' alert.
 */
export function PlanCards({ accountId }: PlanCardsProps) {
  const products = useProducts();
  const currentPlan = useCurrentPlan(accountId);
  const config = usePublicConfig().data;
  const testCheckout = config?.payments === 'test';
  const [buying, setBuying] = useState<string | null>(null);

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
  const buy = async (plan: Product) => {
    if (buying) return;
    setBuying(plan.id);
    try {
      const { url } = await startCheckout(accountId, plan.id);
      // The page is leaving: the buttons stay disabled until it does.
      window.location.assign(url);
    } catch (error) {
      setBuying(null);
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
            buying={buying === plan.id}
            disabled={buying !== null}
            onBuy={(picked) => void buy(picked)}
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
