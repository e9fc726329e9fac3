import { endpoints } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** endpoints.publicConfig: the settings screens need before sign-in (support address, whether Google sign-in works). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => callApi(endpoints.publicConfig, { signal, token: null }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
