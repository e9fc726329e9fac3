import { routes, type FailedJob } from '@persona/shared';
import { useState } from 'react';
import { AdminFrame } from '../../components/admin/AdminFrame';
import { AdminSection, ROW_CLASS } from '../../components/admin/AdminSection';
import { showOops, showSuccess } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { CAPTION_CLASS } from '../../components/text-styles';
import { isApiError } from '../../lib/api-client';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useFailedJobs, useRetryJob } from './jobs-api';
import { jobKind, JOBS_TEXTS } from './jobs-texts';

/** /admin/jobs: background jobs that failed for good, newest first, each with Retry. */
export default function AdminJobsPage() {
  return (
    <AdminFrame title={SECTION_TITLES.adminJobs} description={JOBS_TEXTS.description}>
      <JobsScreen />
    </AdminFrame>
  );
}

function JobsScreen() {
  const [page, setPage] = useState(1);
  const jobs = useFailedJobs(page);
  if (jobs.isPending) return <SkeletonRows />;
  if (jobs.isError) return <LoadFailed message={JOBS_TEXTS.loadFailed} query={jobs} />;
  const { total, pageSize } = jobs.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-4">
      <AdminSection title={JOBS_TEXTS.failed(total)} empty={JOBS_TEXTS.none}>
        {jobs.data.jobs.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </AdminSection>
      {pages > 1 && (
        <nav aria-label={JOBS_TEXTS.pageOf(page, pages)} className="flex items-center justify-end gap-3 text-sm">
          <span className={CAPTION_CLASS}>{JOBS_TEXTS.pageOf(page, pages)}</span>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {JOBS_TEXTS.previous}
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {JOBS_TEXTS.next}
          </button>
        </nav>
      )}
    </div>
  );
}

function JobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const when = new Date(job.failedAt).toLocaleString();
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => void showSuccess(JOBS_TEXTS.retried),
      onError: (error) => void showOops(isApiError(error, routes.retryJob, 'NOT_FOUND') ? JOBS_TEXTS.gone : JOBS_TEXTS.retryFailed),
    });
  return (
    <li className={`${ROW_CLASS} flex flex-wrap items-center gap-x-6 gap-y-2 px-5 py-3 text-sm`}>
      <div className="min-w-48 flex-1">
        <p className="font-medium text-gray-900 dark:text-slate-100">{jobKind(job.name)}</p>
        <p className="break-words text-gray-600 dark:text-slate-300">{job.lastError ?? JOBS_TEXTS.noError}</p>
      </div>
      <p className="min-w-40 text-gray-500 dark:text-slate-400">
        <time dateTime={new Date(job.failedAt).toISOString()}>{when}</time>
        <span className="block">{JOBS_TEXTS.attempts(job.attempts)}</span>
      </p>
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={retry.isPending} aria-label={JOBS_TEXTS.retryLabel(jobKind(job.name), when)} onClick={onRetry}>
        {JOBS_TEXTS.retry}
      </button>
    </li>
  );
}
