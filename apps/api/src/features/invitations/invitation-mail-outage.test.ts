import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCallers, uniqueEmail, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { readMailbox, waitForMail } from '../../test/fakes/mailbox';
import { startSmtpSink, type SmtpSink } from '../../test/fakes/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Member;
let dir: string;
let sink: SmtpSink | undefined;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-smtp-outage-'));
  // A real SMTP server, stopped: its port is where the portal sends, and nothing answers there.
  const first = await startSmtpSink(dir);
  port = Number(new URL(first.url).port);
  await first.stop();
  t = await createTestApp({ env: { SMTP_URL: first.url, MAIL_RETRY_DELAY_MS: '200', JOB_POLL_INTERVAL_MS: '100' } });
  ({ member } = await createCallers(t.app));
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await rm(dir, { recursive: true, force: true });
});

const mailsTo = async (email: string) => (await readMailbox(dir)).filter((m) => m.to === email);

it('sends an invitation made while the mail server is down once it is back, exactly once', async () => {
  const email = uniqueEmail('outage');
  const invited = await call(t.app, endpoints.invite, { token: member.token, body: { accountId: member.account.id, email } });
  expect(invited.statusCode).toBe(201);

  // The first try has run and failed: the mail waits for its retry, nothing arrived.
  await t.app.jobs.drain();
  expect((await t.app.jobs.counts()).mail).toMatchObject({ queued: 1, failed: 0 });
  expect(await mailsTo(email)).toEqual([]);

  sink = await startSmtpSink(dir, port);
  const mail = await waitForMail(dir, email, { timeoutMs: 60_000 });
  expect(mail.text).toContain(invited.json().url);
  await expect.poll(async () => (await t.app.jobs.counts()).mail?.queued ?? 0, { timeout: 30_000 }).toBe(0);
  expect(await mailsTo(email)).toHaveLength(1);
});
