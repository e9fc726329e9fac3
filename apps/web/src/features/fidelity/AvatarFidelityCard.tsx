import { FIDELITY_LIMITS_TEXT, routes } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HINT_CLASS } from '../../components/field-styles';
import { SkeletonLines } from '../../components/Skeleton';
import { useMayCall } from '../../lib/session/useMayCall';
import { latestReportQuery, streamAvatarRun, type FidelitySubject } from './fidelity-api';
import { runLabel } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';
import { FidelitySummary } from './FidelitySummary';
import { LazyReportView } from './LazyReportView';
import { ReportByline } from './ReportByline';
import { ReportLoadFailed } from './ReportLoadFailed';
import { ReportStatus } from './ReportStatus';
import { RunControls } from './RunControls';
import { useFidelityRun } from './useFidelityRun';

/**
 * The avatar detail page's Fidelity card: the latest report in brief (date, who answered, each figure's verdict
 * and main value) with what the figures do not prove, Measure again for callers who may run it, and the full
 * report in a disclosure whose code loads when it is first opened.
 */
export function AvatarFidelityCard({ avatarId }: { avatarId: string }) {
  const headingId = useId();
  const subject: FidelitySubject = { kind: 'avatar', id: avatarId };
  const query = useQuery(latestReportQuery(subject));
  const run = useFidelityRun(subject, (signal) => streamAvatarRun(avatarId, signal));
  const mayRun = useMayCall(routes.runAvatarFidelity);
  const [opened, setOpened] = useState(false);
  const report = query.data ?? null;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id={headingId} className="font-semibold text-gray-900 dark:text-white">
        {FIDELITY_TEXTS.heading}
      </h2>
      {query.isPending ? (
        <SkeletonLines />
      ) : query.isError ? (
        <ReportLoadFailed onRetry={() => void query.refetch()} />
      ) : !report ? (
        !run.running && (
          <div>
            <p className="font-medium text-gray-800 dark:text-slate-200">{FIDELITY_TEXTS.notMeasured}</p>
            <p className={HINT_CLASS}>{FIDELITY_TEXTS.notMeasuredHint}</p>
          </div>
        )
      ) : (
        <>
          <ReportByline report={report} />
          {report.result ? <FidelitySummary result={report.result} /> : !run.running && <ReportStatus status={report.status} />}
        </>
      )}
      <p className={HINT_CLASS}>{FIDELITY_LIMITS_TEXT}</p>
      {mayRun && !query.isError && !query.isPending && (
        <RunControls label={runLabel(report)} running={run.running} progress={run.progress} notice={run.notice} onRun={run.run} />
      )}
      {report?.result && (
        <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{FIDELITY_TEXTS.fullReport}</summary>
          <div className="mt-3">{opened && <LazyReportView report={{ ...report, result: report.result }} examples="byFigure" standalone={false} />}</div>
        </details>
      )}
    </section>
  );
}
