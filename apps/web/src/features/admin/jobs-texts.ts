/** The texts of /admin/jobs: background work (mails, sweeps) that failed after all its tries. */
export const JOBS_TEXTS = {
  description: 'Background work that failed after all its tries: mails that could not be sent, sweeps that broke off. Retry runs one again now.',
  tileDescription: 'Mails and sweeps that failed after all their tries; run them again.',
  failed: (total: number) => `Failed jobs (${total})`,
  none: 'No job has failed. Mails and sweeps are running as they should.',
  loadFailed: 'The failed jobs could not be loaded.',
  retry: 'Retry',
  retryLabel: (name: string, when: string) => `Retry the ${name} job that failed ${when}`,
  retried: 'The job was queued again and runs now.',
  retryFailed: 'The job could not be queued again.',
  gone: 'This job is no longer among the failed ones: it may have been retried already.',
  attempts: (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`,
  noError: 'No error was recorded.',
  kinds: { mail: 'Mail', 'upload-sweep': 'Sweep of unused uploads', 'chat-attachment-sweep': 'Sweep of unused chat attachments' } as Record<string, string>,
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const jobKind = (name: string) => JOBS_TEXTS.kinds[name] ?? name;
