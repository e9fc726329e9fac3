import { MESSAGES } from '@persona/shared';
import { useEffect, useState } from 'react';
import { showOops } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { LoadingView } from '../../components/LoadingView';
import { ApiError } from '../../lib/api-client';
import { useCompanies } from './companies-api';
import { sortCompanies, type CompanySort } from './companies-sort';
import { COMPANIES_TEXTS } from './companies-texts';
import { CompanyCard } from './CompanyCard';
import { SortToggle } from './SortToggle';

const loadFailure = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.requestFailed);

/**
 * The account's companies in the chosen order (newest first by default). A failed load shows the 'Oops!'
 * alert with its message, as every failed companies call does, and stays in the page with Try Again.
 */
export function CompanyList({ accountId }: { accountId: string }) {
  const companies = useCompanies(accountId);
  const [sort, setSort] = useState<CompanySort>('date');
  const { error, errorUpdatedAt } = companies;

  useEffect(() => {
    if (error) void showOops(loadFailure(error));
  }, [error, errorUpdatedAt]);

  if (companies.isPending) return <LoadingView />;
  if (companies.isError) {
    const message = loadFailure(companies.error);
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300">
        <p className="flex-1">{message}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void companies.refetch()}>
          {COMPANIES_TEXTS.retry}
        </button>
      </div>
    );
  }

  const list = companies.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-gray-600 dark:text-slate-400">
          {COMPANIES_TEXTS.companyCount(list.length)}
        </p>
        <SortToggle value={sort} onChange={setSort} />
      </div>
      {list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 px-5 py-8 text-center text-sm text-gray-500 dark:border-slate-700 dark:text-slate-400">
          {COMPANIES_TEXTS.noCompanies}
        </p>
      ) : (
        <ul aria-label={COMPANIES_TEXTS.companiesList} className="flex flex-col gap-4">
          {sortCompanies(list, sort).map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
