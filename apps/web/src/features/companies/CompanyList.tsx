import { MESSAGES } from '@persona/shared';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { ApiError } from '../../lib/api-client';
import { useCompanies } from './companies-api';
import { sortCompanies, type CompanySort } from './companies-sort';
import { COMPANIES_TEXTS } from './companies-texts';
import { CompanyCard } from './CompanyCard';
import { SortToggle } from './SortToggle';

const loadFailure = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.requestFailed);

/**
 * The account's companies in the chosen order (newest first by default). A failed load shows its message in
 * the page with Try Again (LoadFailed: no alert on top of it).
 */
export function CompanyList({ accountId }: { accountId: string }) {
  const companies = useCompanies(accountId);
  const [sort, setSort] = useState<CompanySort>('date');

  if (companies.isPending) return <SkeletonRows count={3} />;
  if (companies.isError) return <LoadFailed message={loadFailure(companies.error)} query={companies} />;

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
