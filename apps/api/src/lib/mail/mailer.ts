import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { loadOnce } from '../load-once';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged when mails go to the outbox so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox and logged. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.MAIL_FROM;
  const smtpUrl = config.SMTP_URL;
  if (smtpUrl) {
    // nodemailer loads with the first mail, and only where SMTP is configured.
    const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
    return {
      send: async ({ link: _link, ...message }) => {
        await (await transport()).sendMail({ from, ...message });
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  return {
    send: async (message) => {
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ from, ...message }, null, 2));
      log.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to the outbox');
    },
  };
}
