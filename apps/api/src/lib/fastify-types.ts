import type { Config } from '../config';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './mail/mailer';
import type { StorageDriver } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    storage: StorageDriver;
  }
}
