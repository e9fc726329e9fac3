import { routes } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * routes.publicConfig: the settings screens need before sign-in (support address, whether Google sign-in works),
 * called by its route (no schema: the login page asks for it).
 */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => callApi(routes.publicConfig, { signal, token: null }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
