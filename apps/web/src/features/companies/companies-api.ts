import { routes } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/**
 * The Companies screen's calls (spec section 7): the account's companies (each with its campaigns embedded)
 * and every change to companies and campaigns. Names go out as given: callers capitalise them (see names.ts).
 */

export const fetchCompanies = (accountId: string, signal?: AbortSignal) => callApi(routes.listCompanies, { params: { accountId }, signal });

export const createCompany = (accountId: string, displayName: string) => callApi(routes.createCompany, { body: { accountId, displayName } });

export const renameCompany = (id: string, displayName: string) => callApi(routes.renameCompany, { params: { id }, body: { displayName } });

/** Its campaigns go too. */
export const deleteCompany = (id: string) => callApi(routes.deleteCompany, { params: { id } });

export const createCampaign = (companyId: string, displayName: string) => callApi(routes.createCampaign, { body: { companyId, displayName } });

export const renameCampaign = (id: string, displayName: string) => callApi(routes.renameCampaign, { params: { id }, body: { displayName } });

export const deleteCampaign = (id: string) => callApi(routes.deleteCampaign, { params: { id } });

/** Every cached companies list sits under this key. */
const COMPANIES_KEY = ['companies'] as const;

export const companiesQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'account', accountId],
    enabled: accountId !== '',
    queryFn: ({ signal }) => fetchCompanies(accountId, signal),
  });

export const useCompanies = (accountId: string) => useQuery(companiesQuery(accountId));

/** A change to companies or campaigns: resolves once the lists are fetched again (campaigns are embedded in them). */
function useCompaniesMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }) });
}

export const useCreateCompany = (accountId: string) => useCompaniesMutation((name: string) => createCompany(accountId, name));
export const useRenameCompany = (id: string) => useCompaniesMutation((name: string) => renameCompany(id, name));
export const useDeleteCompany = (id: string) => useCompaniesMutation(() => deleteCompany(id));
export const useCreateCampaign = (companyId: string) => useCompaniesMutation((name: string) => createCampaign(companyId, name));
export const useRenameCampaign = (id: string) => useCompaniesMutation((name: string) => renameCampaign(id, name));
export const useDeleteCampaign = (id: string) => useCompaniesMutation(() => deleteCampaign(id));
