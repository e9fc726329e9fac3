import type { Config } from '../config';
import type { DatabaseHandle } from './db/database';
import type { JobQueue } from './jobs';
import type { MailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import type { StorageDriver } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Durable background jobs (lib/jobs): started when the app is ready, stopped first when it closes. */
    jobs: JobQueue;
    /** Every mail goes through here, as a job (lib/mail/mail-queue.ts). */
    mail: MailQueue;
    storage: StorageDriver;
  }
}
