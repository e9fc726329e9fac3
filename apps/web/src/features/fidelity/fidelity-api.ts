import { routes, type DeliverBody, type FidelityReport } from '@persona/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { streamApi } from '../../lib/stream-api';

/** The fidelity calls: the latest report of an avatar or of an order's draft, and a new run of each (streamed). */

/** Whose fidelity: a delivered avatar (customers) or an order's draft Blueprint (the delivery console). */
export type FidelitySubject = { kind: 'avatar'; id: string } | { kind: 'order'; id: string };

const FIDELITY_KEY = ['fidelity'] as const;
const reportKey = ({ kind, id }: FidelitySubject) => [...FIDELITY_KEY, kind, id] as const;

export const latestReportQuery = (subject: FidelitySubject) =>
  queryOptions({
    queryKey: reportKey(subject),
    queryFn: async ({ signal }) => {
      const params = { id: subject.id };
      const answer = subject.kind === 'avatar' ? await callApi(routes.getAvatarFidelity, { params, signal }) : await callApi(routes.getOrderFidelity, { params, signal });
      return answer.report;
    },
    retry: false,
  });

/** A new run of the avatar's suite: started, progress…, done (or error). Aborting the signal leaves it. */
export const streamAvatarRun = (id: string, signal: AbortSignal) => streamApi(routes.runAvatarFidelity, { params: { id }, signal });

/** A new run on the order's draft Blueprint, as the delivery form would send it. */
export const streamOrderRun = (id: string, body: DeliverBody, signal: AbortSignal) => streamApi(routes.runOrderFidelity, { params: { id }, body, signal });

/** The latest report as the server last gave it, or read again (after a run that broke off). */
export const fidelityCache = (queryClient: QueryClient, subject: FidelitySubject) => ({
  setReport: (report: FidelityReport) => queryClient.setQueryData(reportKey(subject), report),
  refresh: () => queryClient.invalidateQueries({ queryKey: reportKey(subject) }),
});
