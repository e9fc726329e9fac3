import { routes } from '@persona/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** The failed background jobs of the Jobs screen, a page at a time (site admins only). */
export const failedJobsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'jobs', page],
    queryFn: ({ signal }) => callApi(routes.listFailedJobs, { query: { page }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (page: number) => useQuery(failedJobsQuery(page));

/** Runs a failed job again; the list is read afresh after (the job leaves it). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.retryJob, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
