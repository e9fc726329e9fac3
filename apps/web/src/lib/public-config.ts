import type { PublicConfig } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/config: the settings screens need before sign-in (support address, whether Google sign-in works). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiFetch<PublicConfig>('/config', { signal, token: null }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
