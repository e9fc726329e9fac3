import type { CreditTransaction } from '@persona/shared';
import { useId } from 'react';
import { DataTable } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { formatLongDate } from '../../lib/dates';
import { changeTone, creditReasonLabel, formatCreditChange } from './credit-reason';
import { useCreditTransactions } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const { columns } = MEMBERSHIP_TEXTS;
const COLUMNS = [columns.date, columns.change, columns.reason, columns.balanceAfter] as const;

const TONE_CLASS = {
  gain: 'text-emerald-700 dark:text-emerald-300',
  spend: 'text-red-700 dark:text-red-300',
  none: 'text-gray-600 dark:text-slate-300',
} as const;

/** The account's credit log below the plan cards, newest first (the server sorts it). */
export function CreditHistory({ accountId }: { accountId: string }) {
  const headingId = useId();
  const transactions = useCreditTransactions(accountId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
        {MEMBERSHIP_TEXTS.creditHistory}
      </h2>
      {transactions.isPending ? (
        <SkeletonRows count={3} />
      ) : transactions.isError ? (
        <LoadFailed message={MEMBERSHIP_TEXTS.transactionsFailed} query={transactions} />
      ) : transactions.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-10 text-center text-base font-medium text-gray-700 dark:border-slate-700 dark:bg-slate-900/40 dark:text-slate-300">
          {MEMBERSHIP_TEXTS.noTransactions}
        </p>
      ) : (
        <CreditTable transactions={transactions.data} />
      )}
    </section>
  );
}

function CreditTable({ transactions }: { transactions: readonly CreditTransaction[] }) {
  return (
    <DataTable label={MEMBERSHIP_TEXTS.creditHistoryLabel} columns={COLUMNS}>
      {transactions.map((transaction) => (
        <tr key={transaction.id}>
          <td className="px-5 py-3 text-gray-600 md:whitespace-nowrap dark:text-slate-300">
            <time dateTime={new Date(transaction.timestamp).toISOString()}>{formatLongDate(transaction.timestamp)}</time>
          </td>
          <td className={`px-5 py-3 font-semibold tabular-nums ${TONE_CLASS[changeTone(transaction.change)]}`}>{formatCreditChange(transaction.change)}</td>
          <td className="px-5 py-3 text-gray-900 dark:text-slate-100">{creditReasonLabel(transaction)}</td>
          <td className="px-5 py-3 tabular-nums text-gray-900 dark:text-slate-100">{transaction.balanceAfter.toLocaleString('en-US')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
