import { FAILED_JOBS_PAGE_SIZE, type FailedJobsPage } from '@persona/shared';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';

/** GET /api/admin/jobs: one page of the jobs that failed for good, as admins see them (never a job's data). */
export async function failedJobsPage(jobs: JobQueue, page: number): Promise<FailedJobsPage> {
  const found = await jobs.failedJobs({ offset: (page - 1) * FAILED_JOBS_PAGE_SIZE, limit: FAILED_JOBS_PAGE_SIZE });
  return {
    jobs: found.jobs.map((job) => ({ ...job, failedAt: job.failedAt.getTime() })),
    total: found.total,
    page,
    pageSize: FAILED_JOBS_PAGE_SIZE,
  };
}

/** POST /api/admin/jobs/{id}/retry: the failed job runs again at once; one no longer failed is 404. */
export async function retryFailedJob(jobs: JobQueue, id: string): Promise<{ id: string }> {
  if (!(await jobs.retry(id))) throw new AppError('NOT_FOUND', 'This job is not among the failed ones: it may have been retried already.');
  return { id };
}
