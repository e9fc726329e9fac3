import { grantsChat, planById, type Account } from '@persona/shared';
import { useId } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { BalanceChart } from './BalanceChart';
import { billingStatusLine } from './billing-status';
import { useCreditTransactions, useCurrentPlan } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const { summary } = MEMBERSHIP_TEXTS;

/**
 * The plan the account is on, in words: the Test membership (what it keeps is what CHAT_MEMBERSHIPS gives it), else
 * the plan it pays for now, else none.
 */
function planLine(membership: Account['membership'], planId: string | null, testChats: boolean): { name: string; detail: string } {
  if (membership === 'test') return { name: summary.testName, detail: testChats ? MEMBERSHIP_TEXTS.testMembership : MEMBERSHIP_TEXTS.testMembershipNoChat };
  const plan = planId ? planById(planId) : undefined;
  return plan ? { name: plan.name, detail: MEMBERSHIP_TEXTS.monthlyCredits(plan.monthlyCredits) } : { name: summary.noPlan, detail: summary.noPlanDetail };
}

const STATUS_TONE = {
  active: 'text-gray-700 dark:text-slate-200',
  past_due: 'text-red-700 dark:text-red-300',
  canceled: 'text-gray-700 dark:text-slate-200',
} as const;

/**
 * The top of Membership: the current plan with its subscription's state (renewal date, until when a cancelled plan
 * runs, past due, or when the last plan ended) and the credit balance (with its course over time).
 */
export function CurrentPlanSummary({ account }: { account: Pick<Account, 'id' | 'membership' | 'credits'> }) {
  const headingId = useId();
  const ledger = useCreditTransactions(account.id);
  const billing = useCurrentPlan(account.id).data;
  const planId = billing?.planId ?? null;
  const subscription = billing?.subscription ?? null;
  const status = billingStatusLine(subscription);
  const testChats = grantsChat('test', usePublicConfig().data?.chatMemberships ?? []);
  const { name, detail } = planLine(account.membership, planId, testChats);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-2xl border border-indigo-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto_2fr] dark:border-indigo-500/30 dark:bg-slate-900/60"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {summary.heading}
        </h2>
        <p className="text-2xl font-semibold text-gray-900 dark:text-white">{name}</p>
        <p className="text-sm text-gray-600 dark:text-slate-300">{detail}</p>
        {status && subscription && (
          <p data-testid="plan-status" className={`text-sm font-medium ${STATUS_TONE[subscription.status]}`}>
            {status}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-slate-300">{summary.balance}</p>
        <p className="text-3xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="credit-balance">
          {account.credits.toLocaleString('en-US')}
        </p>
        <p className="text-sm text-gray-600 dark:text-slate-300">{summary.credits(account.credits)}</p>
      </div>
      <div className="flex min-w-0 flex-col justify-end">{ledger.data && <BalanceChart ledger={ledger.data} />}</div>
    </section>
  );
}
