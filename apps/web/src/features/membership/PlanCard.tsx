import { formatUsd, type Product } from '@persona/shared';
import { useId } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { MEMBERSHIP_TEXTS } from './membership-texts';

interface PlanCardProps {
  plan: Product;
  /** The Current Plan marker stands on this card (the plan is paid for: Manage instead of Buy). */
  current: boolean;
  /** This card's Buy (or Manage) is on its way. */
  busy: boolean;
  /** Some Buy or Manage is in flight: every button waits. */
  disabled: boolean;
  onBuy: (plan: Product) => void;
  onManage: () => void;
  /** The caller may manage the plan (the account's owner): otherwise the current card says who can. */
  mayManage: boolean;
}

/** One plan card (spec section 9): name, price per month, monthly credits, the feature lines word for word, Buy (Manage on the current plan). */
export function PlanCard({ plan, current, busy, disabled, onBuy, onManage, mayManage }: PlanCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900/60 ${
        current ? 'border-indigo-500 ring-2 ring-indigo-500/30 dark:border-indigo-400' : 'border-gray-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-gray-900 dark:text-white">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            {MEMBERSHIP_TEXTS.currentPlan}
          </span>
        )}
      </div>
      <div>
        <p className="text-gray-900 dark:text-white">
          <span className="text-3xl font-bold tracking-tight">{formatUsd(plan.priceUsd)}</span>
          <span className="text-sm text-gray-500 dark:text-slate-400">{MEMBERSHIP_TEXTS.perMonth}</span>
        </p>
        <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">{MEMBERSHIP_TEXTS.monthlyCredits(plan.monthlyCredits)}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-gray-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {/* The spec's words as they are; only the look capitalises the first letter. */}
            <span className="block first-letter:uppercase">{feature}</span>
          </li>
        ))}
      </ul>
      {current && !mayManage ? (
        <p className="rounded-lg border border-indigo-200 px-4 py-2.5 text-center text-sm font-semibold text-indigo-700 dark:border-indigo-500/40 dark:text-indigo-300">
          {MEMBERSHIP_TEXTS.ownerManages}
        </p>
      ) : current ? (
        <button type="button" onClick={onManage} disabled={disabled} aria-busy={busy} className={`${buttonClass('secondary')} w-full`}>
          {busy ? MEMBERSHIP_TEXTS.opening : MEMBERSHIP_TEXTS.manage}
          <span className="sr-only">{MEMBERSHIP_TEXTS.managePlan(plan.name)}</span>
        </button>
      ) : (
        <button type="button" onClick={() => onBuy(plan)} disabled={disabled} aria-busy={busy} className={`${buttonClass('primary')} w-full`}>
          {busy ? MEMBERSHIP_TEXTS.redirecting : MEMBERSHIP_TEXTS.buy}
          <span className="sr-only">{MEMBERSHIP_TEXTS.buyPlan(plan.name)}</span>
        </button>
      )}
    </article>
  );
}
