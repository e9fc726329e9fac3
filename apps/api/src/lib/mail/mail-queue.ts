import type { JobExecutor, JobQueue, RetryPolicy } from '../jobs';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_JOB = 'mail';

/** Every mail the portal sends: queued as a job in the transaction of the change it reports, sent with retries. */
export interface MailQueue {
  queue(executor: JobExecutor, message: MailMessage): Promise<void>;
}

/**
 * Registers the mail job (the message as rendered, sent through `mailer`) and answers the way to queue one. The
 * job holds the rendered message because lib/ cannot reach the features' templates; it is erased once sent.
 */
export function createMailQueue(jobs: JobQueue, mailer: Mailer, policy: Pick<RetryPolicy, 'retryLimit' | 'retryDelayMs'>): MailQueue {
  jobs.work<MailMessage>(MAIL_JOB, (message) => mailer.send(message), { ...policy, backoff: true });
  return { queue: (executor, message) => jobs.enqueue(executor, MAIL_JOB, message) };
}
