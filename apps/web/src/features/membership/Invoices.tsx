import type { Invoice } from '@persona/shared';
import { useId } from 'react';
import { DataTable } from '../../components/DataTable';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { formatLongDate } from '../../lib/dates';
import { formatAmount } from './billing-status';
import { useCurrentPlan } from './membership-api';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const { invoiceColumns: columns } = MEMBERSHIP_TEXTS;
const COLUMNS = [columns.date, columns.amount, columns.status, columns.invoice] as const;

const STATUS_CLASS = {
  paid: 'text-emerald-700 dark:text-emerald-300',
  failed: 'text-red-700 dark:text-red-300',
} as const;

/** The account's last invoices (newest first, as the server sends them), with the provider's page of each when it has one. */
export function Invoices({ accountId }: { accountId: string }) {
  const headingId = useId();
  const invoices = useCurrentPlan(accountId).data?.invoices ?? [];
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
        {MEMBERSHIP_TEXTS.invoices}
      </h2>
      <DataTable label={MEMBERSHIP_TEXTS.invoicesLabel} columns={COLUMNS}>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </DataTable>
    </section>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const date = formatLongDate(invoice.issuedAt);
  return (
    <tr>
      <td className="px-5 py-3 text-gray-600 md:whitespace-nowrap dark:text-slate-300">
        <time dateTime={new Date(invoice.issuedAt).toISOString()}>{date}</time>
      </td>
      <td className="px-5 py-3 tabular-nums text-gray-900 dark:text-slate-100">{formatAmount(invoice.amount, invoice.currency)}</td>
      <td className={`px-5 py-3 font-medium ${STATUS_CLASS[invoice.status]}`}>{MEMBERSHIP_TEXTS.invoiceStatus[invoice.status]}</td>
      <td className="px-5 py-3">
        {invoice.url ? (
          <a href={invoice.url} target="_blank" rel="noopener noreferrer" className={TEXT_LINK_CLASS}>
            {MEMBERSHIP_TEXTS.viewInvoice}
            <span className="sr-only">{MEMBERSHIP_TEXTS.viewInvoiceOf(date)}</span>
          </a>
        ) : (
          <span className="text-gray-500 dark:text-slate-400">{MEMBERSHIP_TEXTS.noInvoice}</span>
        )}
      </td>
    </tr>
  );
}
