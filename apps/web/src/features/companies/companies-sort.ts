import type { Company } from '@persona/shared';

/** Spec section 9: newest timestamp first (the default), or by name A to Z. */
export type CompanySort = 'date' | 'name';

const byNameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const newestFirst = (a: Company, b: Company) => b.timestamp - a.timestamp;

export function sortCompanies(companies: readonly Company[], sort: CompanySort): Company[] {
  const compare =
    sort === 'name' ? (a: Company, b: Company) => byNameCollator.compare(a.displayName, b.displayName) || newestFirst(a, b) : newestFirst;
  return [...companies].sort(compare);
}
