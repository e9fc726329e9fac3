import { routes, type SectionClaimsInput } from '@persona/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../lib/api-client';
import { useDebounced } from '../../lib/useDebounced';
import { marksFromCheck, toClaimsInput, type ClaimMarks, type SectionClaims } from './claims-form';

/** routes.getOrderEvidence: the order's sources and all their passages, read once per delivery form. */
export const orderEvidenceQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'evidence'],
    queryFn: ({ signal }) => callApi(routes.getOrderEvidence, { params: { id: orderId }, signal }),
    staleTime: Infinity,
  });

export const useOrderEvidence = (orderId: string, enabled: boolean) => useQuery({ ...orderEvidenceQuery(orderId), enabled });

/** How long the claims must rest before they are checked: a pause in typing, not every keystroke. */
export const CLAIM_CHECK_DELAY_MS = 500;

const claimCheckKey = (orderId: string) => ['admin', 'orders', orderId, 'claims-check'] as const;

/** routes.checkClaims, its answer keyed by what each claim said (claims-form.ts, marksFromCheck). */
async function checkClaims(orderId: string, claims: SectionClaimsInput, signal: AbortSignal): Promise<ClaimMarks> {
  return marksFromCheck(claims, await callApi(routes.checkClaims, { params: { id: orderId }, body: { claims }, signal }));
}

/**
 * The server's support marks for the form's claims, asked again once the claims rest for a moment. The last marks
 * stay while the next check runs: a claim keeps its mark until its own text or citations change.
 */
export function useClaimMarks(orderId: string, claims: SectionClaims, enabled: boolean) {
  const body = useMemo(() => JSON.stringify(toClaimsInput(claims)), [claims]);
  const settled = useDebounced(body, CLAIM_CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: [...claimCheckKey(orderId), settled],
    queryFn: ({ signal }) => checkClaims(orderId, JSON.parse(settled) as SectionClaimsInput, signal),
    enabled: enabled && settled !== '{}',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const queryClient = useQueryClient();
  return {
    marks: check.data ?? EMPTY_MARKS,
    checking: enabled && body !== '{}' && (body !== settled || check.isFetching),
    error: check.error,
    /** Checks every claim again (after the server refused a delivery for a claim's support). */
    recheck: () => queryClient.invalidateQueries({ queryKey: claimCheckKey(orderId) }),
  };
}

const EMPTY_MARKS: ClaimMarks = new Map();
