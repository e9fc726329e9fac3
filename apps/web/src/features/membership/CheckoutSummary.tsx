import type { Product } from '@persona/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { priceLabel } from './plan-display';

/** What is being bought: the plan, its price per month and its monthly credits. Actions go below. */
export function CheckoutSummary({ plan, children }: { plan: Product; children: ReactNode }) {
  return (
    <section
      aria-label={plan.name}
      className="mx-auto flex w-full max-w-lg flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div>
        <h2 className="text-xl font-semibold text-gray-900 dark:text-white">{plan.name}</h2>
        <p className="mt-2 text-2xl font-bold tracking-tight text-gray-900 dark:text-white">{priceLabel(plan.priceUsd)}</p>
        <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">{MEMBERSHIP_TEXTS.monthlyCredits(plan.monthlyCredits)}</p>
      </div>
      <p role="note" className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
        <Icon name="shield" className="size-4" />
        {MEMBERSHIP_TEXTS.testMode}
      </p>
      {children}
    </section>
  );
}
