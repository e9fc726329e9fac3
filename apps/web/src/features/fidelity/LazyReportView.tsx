import { lazy, Suspense } from 'react';
import { SkeletonLines } from '../../components/Skeleton';
import type { ReportViewProps } from './FidelityReportView';

const ReportView = lazy(() => import('./FidelityReportView'));

/** The full report, its code loaded when first shown (its lines as a skeleton meanwhile). */
export const LazyReportView = (props: ReportViewProps) => (
  <Suspense fallback={<SkeletonLines lines={5} />}>
    <ReportView {...props} />
  </Suspense>
);
