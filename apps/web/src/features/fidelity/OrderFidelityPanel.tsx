import type { DeliverBody } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { HINT_CLASS } from '../../components/field-styles';
import { SkeletonLines } from '../../components/Skeleton';
import { latestReportQuery, streamOrderRun, type FidelitySubject } from './fidelity-api';
import { runLabel } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';
import { LazyReportView } from './LazyReportView';
import { ReportByline } from './ReportByline';
import { ReportLoadFailed } from './ReportLoadFailed';
import { ReportStatus } from './ReportStatus';
import { RunControls } from './RunControls';
import { useFidelityRun } from './useFidelityRun';

interface OrderFidelityPanelProps {
  orderId: string;
  /** The body delivering would send now; it throws (a UserFacingError) when the form cannot be sent yet. */
  body: () => DeliverBody;
}

/**
 * The delivery console's Fidelity panel: the order's latest report on load, and Measure fidelity, which runs the
 * suite on the draft as the form holds it; the full report follows, its examples failures first. Delivering never
 * waits for it.
 */
export function OrderFidelityPanel({ orderId, body }: OrderFidelityPanelProps) {
  const headingId = useId();
  const subject: FidelitySubject = { kind: 'order', id: orderId };
  const query = useQuery(latestReportQuery(subject));
  const run = useFidelityRun(subject, (signal) => streamOrderRun(orderId, body(), signal));
  const report = query.data ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-gray-200 px-4 py-3 dark:border-slate-800">
      <h4 id={headingId} className="text-sm font-semibold text-gray-800 dark:text-slate-200">
        {FIDELITY_TEXTS.heading}
      </h4>
      <p className={HINT_CLASS}>{FIDELITY_TEXTS.orderHint}</p>
      <RunControls label={runLabel(report)} running={run.running} progress={run.progress} notice={run.notice} onRun={run.run} />
      {query.isPending ? (
        <SkeletonLines />
      ) : query.isError ? (
        <ReportLoadFailed onRetry={() => void query.refetch()} />
      ) : report?.result ? (
        <LazyReportView report={{ ...report, result: report.result }} examples="failuresFirst" />
      ) : (
        report &&
        !run.running && (
          <>
            <ReportByline report={report} />
            <ReportStatus status={report.status} />
          </>
        )
      )}
    </section>
  );
}
