import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadLimitMessage } from '../../lib/rate-limiter';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CHAT_ATTACHMENT_TEXTS, sweepUnusedAttachments } from './attachments.service';
import { chatAttachments } from './chat.tables';

/** The quota of unused attachments, the hourly rate per member and the sweep of attachments no question used. */
const QUOTA = 100;
const DAY_MS = 86_400_000;

let t: TestApp;
let callers: Callers;
let avatarId: string;
/**
 * A second app for what the first must not have: a small hourly rate, and the sweep on its own timer (every
 * 200 ms, for attachments a second old). Neither disturbs the other: the rate counts uploads, the sweep rows.
 */
let small: TestApp;
let smallCallers: Callers;

// The sweep is called by hand in the first app (its timer off), so nothing runs behind the tests' backs.
beforeAll(async () => {
  [t, small] = await Promise.all([
    createTestApp({ env: { CHAT_ATTACHMENT_QUOTA_CHARACTERS: String(QUOTA), CHAT_ATTACHMENT_UPLOADS_PER_HOUR: '1000', UPLOAD_SWEEP_INTERVAL_MS: '0' } }),
    createTestApp({ env: { CHAT_ATTACHMENT_UPLOADS_PER_HOUR: '3', UNUSED_UPLOAD_MAX_AGE_MS: '1000', UPLOAD_SWEEP_INTERVAL_MS: '200' } }),
  ]);
  [callers, smallCallers] = await Promise.all([callersOnTest(t.app, { member: 5 }), callersOnTest(small.app, { member: 0 })]);
  ({ avatar: { id: avatarId } } = await orderAndDeliver(t.app, callers.admin, callers.member));
});
afterAll(() => Promise.all([t?.close(), small?.close()]));

const upload = (app: TestApp, token: string, characters: number) =>
  call(app.app, endpoints.uploadChatAttachment, { upload: { fileName: 'notes.txt', content: 'n'.repeat(characters) }, token });
const ask = async (attachment: string) => {
  const thread = await newThread(t.app, callers.member, avatarId);
  return call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'What do you think?', attachment }, token: callers.member.token });
};
const rowOf = async (id: string) => (await t.app.database.db.select().from(chatAttachments).where(eq(chatAttachments.id, id)))[0];
const unusedOf = async (accountId: string) =>
  (await t.app.database.db.select().from(chatAttachments).where(eq(chatAttachments.accountId, accountId))).filter((row) => row.usedAt === null);
/** Marks every unused attachment of the account used, so each test starts with the whole quota free. */
const useAll = async (accountId: string) => {
  await t.app.database.db.update(chatAttachments).set({ usedAt: new Date() }).where(eq(chatAttachments.accountId, accountId));
};

describe('the quota of unused chat attachments', () => {
  it('refuses an upload past the characters of unused attachments, and frees them once a question uses one', async () => {
    await useAll(callers.member.account.id);
    const first = await upload(t, callers.member.token, 60);
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(t, callers.member.token, 60);
    expect(second.statusCode, second.body).toBe(413);
    expect(second.json().error).toEqual({ code: 'STORAGE_QUOTA_EXCEEDED', message: CHAT_ATTACHMENT_TEXTS.quota(QUOTA, 60, 60, DAY_MS) });
    expect(second.json().error.message).toBe(
      'Files attached but not yet asked about may hold at most 100 characters per account; yours hold 60, so this file (60 characters) does not fit. Ask about them first, or wait: they are removed after a day.',
    );
    // Another account has its own quota.
    expect((await upload(t, callers.other.token, 60)).statusCode).toBe(201);

    expect((await ask(first.json().attachment)).statusCode).toBe(200);
    expect((await rowOf(first.json().attachment))!.usedAt).toBeInstanceOf(Date);
    expect((await upload(t, callers.member.token, 60)).statusCode).toBe(201);
  });

  it('holds under simultaneous uploads: the room left for one takes one', async () => {
    await useAll(callers.member.account.id);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => upload(t, callers.member.token, 60)))).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 413)).toHaveLength(5);
    expect(await unusedOf(callers.member.account.id)).toHaveLength(1);
  });

  it('lets a question take a used attachment again (a question sent anew after a failure)', async () => {
    await useAll(callers.member.account.id);
    const { attachment } = (await upload(t, callers.member.token, 10)).json();
    expect((await ask(attachment)).statusCode).toBe(200);
    const usedAt = (await rowOf(attachment))!.usedAt;
    expect((await ask(attachment)).statusCode).toBe(200);
    expect((await rowOf(attachment))!.usedAt).toEqual(usedAt);
  });
});

describe('the hourly rate of chat attachments', () => {
  it('refuses a member past the rate with 429 and Retry-After, counting refused files too; others still upload', async () => {
    const who = smallCallers;
    expect((await upload(small, who.member.token, 10)).statusCode).toBe(201);
    expect((await call(small.app, endpoints.uploadChatAttachment, { upload: { fileName: 'x.pdf', content: '%PDF' }, token: who.member.token })).statusCode).toBe(422);
    expect((await upload(small, who.member.token, 10)).statusCode).toBe(201);
    const refused = await upload(small, who.member.token, 10);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: uploadLimitMessage(3) });
    expect(refused.json().error.message).toBe('You can attach at most 3 files an hour. Try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await upload(small, who.other.token, 10)).statusCode).toBe(201);
  });
});

describe('the sweep of unused chat attachments', () => {
  const log = () => ({ warn: vi.fn(), info: vi.fn() });

  it('removes attachments no question used once older than the age, and keeps used and younger ones', async () => {
    await useAll(callers.member.account.id);
    const unused = (await upload(t, callers.member.token, 10)).json().attachment;
    const used = (await upload(t, callers.member.token, 10)).json().attachment;
    expect((await ask(used)).statusCode).toBe(200);

    const deps = { db: t.app.database.db, log: log(), maxAgeMs: DAY_MS };
    await sweepUnusedAttachments(deps);
    expect(await rowOf(unused)).toBeDefined();

    expect(await sweepUnusedAttachments(deps, new Date(Date.now() + 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(unused)).toBeUndefined();
    expect(await rowOf(used)).toBeDefined();
    expect(deps.log.info).toHaveBeenCalledWith(expect.objectContaining({ removed: expect.any(Number) }), 'removed unused chat attachments');
    const res = await ask(unused);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This attachment does not exist: upload the file again.');
  });

  it('survives a database failure with a warning', async () => {
    const deps = { db: { select: () => { throw new Error('database down'); } } as never, log: log(), maxAgeMs: DAY_MS };
    expect(await sweepUnusedAttachments(deps)).toBe(0);
    expect(deps.log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'the sweep of unused chat attachments failed; it runs again later');
  });

  it("runs on the app's own timer and stops with the app", async () => {
    // The other's upload: the hourly rate's test spends the member's (the other has two of its three left).
    const { attachment } = (await upload(small, smallCallers.other.token, 10)).json();
    const gone = async () => (await small.app.database.db.select().from(chatAttachments).where(eq(chatAttachments.id, attachment))).length === 0;
    await expect.poll(gone, { timeout: 30_000, interval: 100 }).toBe(true);
  });
});
