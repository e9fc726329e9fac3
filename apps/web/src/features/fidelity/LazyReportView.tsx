import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import type { ReportViewProps } from './FidelityReportView';

const ReportView = lazy(() => import('./FidelityReportView'));

/** The full report, its code loaded when first shown (a spinner meanwhile). */
export const LazyReportView = (props: ReportViewProps) => (
  <Suspense fallback={<Spinner />}>
    <ReportView {...props} />
  </Suspense>
);
