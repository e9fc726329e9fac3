import { routes } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

/**
 * endpoints.publicConfig: the settings screens need before sign-in (support address, whether Google sign-in works),
 * called by its route (no schema: the login page asks for it).
 */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => callRoute(routes.publicConfig, { signal, token: null }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
