import { z } from 'zod';

export const FAILED_JOBS_PAGE_SIZE = 20;

/** GET /api/admin/jobs: one page of the background jobs that failed for good, newest first. */
export const failedJobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FailedJobsQuery = z.input<typeof failedJobsQuerySchema>;

/** A failed job as admins see it: what it was and why it failed, never its data (a mail's text and links). */
export const failedJobSchema = z.object({
  id: z.uuid(),
  /** The kind of work: 'mail', 'upload-sweep', … */
  name: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Epoch milliseconds. */
  failedAt: z.number().int(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsPageSchema = z.object({
  jobs: z.array(failedJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FailedJobsPage = z.infer<typeof failedJobsPageSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });
/** POST /api/admin/jobs/{id}/retry: the job queued again. */
export const retriedJobSchema = z.object({ id: z.uuid() });
