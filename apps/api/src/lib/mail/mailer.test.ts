import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { waitForMail } from '../../test/fakes/mailbox';
import { startSmtpSink, type SmtpSink } from '../../test/fakes/smtp-sink';
import { createMailer } from './mailer';

let dataDir: string;
let sink: SmtpSink;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  sink = await startSmtpSink(join(dataDir, 'received'));
});
afterAll(async () => {
  await sink.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const message = { to: 'ann@example.com', subject: 'Hello', text: 'Open https://portal.test/reset?token=abc', html: '<p>Hi</p>', link: 'https://portal.test/reset?token=abc' };

describe('mailer', () => {
  it('writes mails to DATA_DIR/outbox and logs the link when no SMTP_URL is set', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await createMailer(loadConfig({ DATA_DIR: dataDir }), log).send(message);
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dataDir, 'outbox', files[0]!), 'utf8'))).toMatchObject({ to: 'ann@example.com', subject: 'Hello' });
    expect(lines.join('')).toContain('https://portal.test/reset?token=abc');
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    await createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url }), pino({ level: 'silent' })).send(message);
    const mail = await waitForMail(join(dataDir, 'received'), 'ann@example.com');
    expect(mail).toMatchObject({ subject: 'Hello', text: expect.stringContaining('https://portal.test/reset?token=abc') });
  });
});
