import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './mailbox';

export interface SmtpSink {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests: every mail it receives is decoded and written to `dir` as JSON
 * (one file each), so tests in other processes can read it with mailbox.ts. `port` starts it again where a stopped
 * one listened (a mail server coming back).
 */
export async function startSmtpSink(dir: string, port = 0): Promise<SmtpSink> {
  await mkdir(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          // Written aside, then renamed: a reader in another process lists *.json while other mails arrive, and
          // must never see one half written. The padded sequence keeps the names in arrival order within a millisecond.
          const name = join(dir, `${Date.now()}-${String(++sequence).padStart(6, '0')}`);
          await writeFile(`${name}.part`, JSON.stringify(mail));
          await rename(`${name}.part`, `${name}.json`);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${listening}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
