import { randomUUID } from 'node:crypto';
import { endpoints, type FailedJobsPage } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { createCallers, uniqueEmail } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A mail server that refuses everything until told otherwise. */
const captured = createCaptureMailer();
let smtpUp = false;
const mailer = {
  send: async (message: Parameters<typeof captured.send>[0]) => {
    if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    await captured.send(message);
  },
};

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  // No retries: a mail fails for good at its first try.
  t = await createTestApp({ mailer, env: { MAIL_RETRY_LIMIT: '0' } });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const list = (page = 1) => callOk(t.app, endpoints.listFailedJobs, { query: { page }, token: callers.admin.token }) as Promise<FailedJobsPage>;

/** An invitation whose mail fails: the failed job admins see. */
async function failedInvitation() {
  const email = uniqueEmail('unlucky');
  const invited = await call(t.app, endpoints.invite, { token: callers.member.token, body: { accountId: callers.member.account.id, email } });
  expect(invited.statusCode).toBe(201);
  await t.app.jobs.drain();
  return { email, url: invited.json().url as string };
}

describe('failed background jobs', () => {
  for (const [caller, status] of [['anonymous', 401], ['member', 403], ['other', 403], ['admin', 200]] as [Caller, number][]) {
    it(`are listed to site admins only: as ${caller} → ${status}`, async () => {
      const res = await call(t.app, endpoints.listFailedJobs, { query: {}, token: tokenOf(callers, caller) });
      expect(res.statusCode).toBe(status);
    });
  }

  it('lists a mail that failed for good with its attempts and error, never its text or link, and runs it again on retry', async () => {
    const { email, url } = await failedInvitation();
    const page = await list();
    const job = page.jobs.find((j) => j.name === 'mail')!;
    expect(job).toEqual({ id: expect.any(String), name: 'mail', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', failedAt: expect.any(Number) });
    expect(Math.abs(job.failedAt - Date.now())).toBeLessThan(60_000);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: page.jobs.length });
    expect(JSON.stringify(page)).not.toContain(url);
    expect(JSON.stringify(page)).not.toContain(email);

    for (const caller of ['anonymous', 'member', 'other'] as const) {
      expect((await call(t.app, endpoints.retryJob, { params: { id: job.id }, token: tokenOf(callers, caller) })).statusCode).not.toBe(200);
    }
    smtpUp = true;
    expect(await callOk(t.app, endpoints.retryJob, { params: { id: job.id }, token: callers.admin.token })).toEqual({ id: job.id });
    await t.app.jobs.drain();
    expect(captured.lastTo(email)!.text).toContain(url);
    expect((await list()).jobs.map((j) => j.id)).not.toContain(job.id);

    const again = await call(t.app, endpoints.retryJob, { params: { id: job.id }, token: callers.admin.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a job that does not exist and 400 for an id that is no job id', async () => {
    expect((await call(t.app, endpoints.retryJob, { params: { id: randomUUID() }, token: callers.admin.token })).statusCode).toBe(404);
    expect((await call(t.app, endpoints.retryJob, { params: { id: 'not-an-id' }, token: callers.admin.token })).statusCode).toBe(400);
  });
});
