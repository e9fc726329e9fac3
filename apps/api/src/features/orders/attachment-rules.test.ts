import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageError } from '../../lib/storage';
import { activate, createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploads } from './uploads.tables';

const QUOTA = 2048;
let t: TestApp;
let admin: Member;
const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF';

beforeAll(async () => {
  t = await createTestApp({ env: { STORAGE_QUOTA_BYTES_PER_ACCOUNT: String(QUOTA) } });
  admin = (await createCallers(t.app)).admin;
});
afterAll(() => t.close());

async function activeMember() {
  const member = await registerMember(t.app);
  await activate(t.app, member.account.id);
  return member;
}
const upload = (who: Member, fileName: string, content: string | Uint8Array) =>
  call(t.app, endpoints.uploadAttachment, { upload: { fileName, content }, token: who.token });
const uploadedKey = async (who: Member, fileName = 'brief.pdf', content: string = pdf) => {
  const res = await upload(who, fileName, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().attachment as string;
};
const creditsOf = async (member: Member) =>
  (await callOk(t.app, endpoints.getAccount, { params: { id: member.account.id }, token: admin.token }))[0]!.credits;
const recordsOf = (member: Member) => t.app.database.db.select().from(uploads).where(eq(uploads.accountId, member.account.id));

describe('an order attachment is an exact upload of the ordering account', () => {
  it('refuses traversal, unknown keys and non-canonical spellings, and charges nothing for them', async () => {
    const [member, other] = [await activeMember(), await activeMember()];
    const mine = await uploadedKey(member);
    const theirs = await uploadedKey(other);
    const seeded = await seedCampaign(t.app, member);
    const before = await creditsOf(member);
    const myFolder = `blueprint-uploads/${member.account.id}`;
    const refused = [
      `${myFolder}/../${other.account.id}/${theirs.split('/').pop()}`,
      `${myFolder}/never-uploaded.pdf`,
      `${myFolder}//${mine.split('/').pop()}`,
      `${myFolder}\\${mine.split('/').pop()}`,
      mine.replaceAll('/', '\\'),
      `${mine}/`,
      `/${mine}`,
      `${myFolder}/./${mine.split('/').pop()}`,
      mine.replace(`/${member.account.id}/`, `/${member.account.id}%2F`),
      theirs,
    ];
    for (const attachment of refused) {
      const res = await placeOrder(t.app, member, orderPayload(member, seeded, { attachment }));
      expect(res.statusCode, attachment).toBe(403);
      expect(res.json().error.message).toBe('The attachment must be a file you uploaded.');
    }
    expect(await creditsOf(member)).toBe(before);
    expect((await callOk(t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token })).length).toBe(0);

    const ok = await placeOrder(t.app, member, orderPayload(member, seeded, { attachment: mine }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await creditsOf(member)).toBe(before - 1);
    const [record] = await recordsOf(member).then((rows) => rows.filter((r) => r.key === mine));
    expect(record?.attachedAt).toBeInstanceOf(Date);
  });

  it('records each upload with its account, exact key and size', async () => {
    const member = await activeMember();
    const key = await uploadedKey(member, 'notes.txt', 'hello there');
    const [record] = await recordsOf(member);
    expect(record).toMatchObject({ key, accountId: member.account.id, size: 11, attachedAt: null });
    expect(record!.createdAt).toBeInstanceOf(Date);
  });

  it('will not sign a download of a traversal key that starts with the caller folder', async () => {
    const [member, other] = [await activeMember(), await activeMember()];
    const theirs = await uploadedKey(other);
    const key = `blueprint-uploads/${member.account.id}/../${other.account.id}/${theirs.split('/').pop()}`;
    const res = await call(t.app, endpoints.signFileUrl, { query: { key }, token: member.token });
    expect(res.statusCode).toBe(404);
  });
});

describe('the storage quota of an account', () => {
  it('refuses an upload past the quota with STORAGE_QUOTA_EXCEEDED and a message that says the quota', async () => {
    const [member, other] = [await activeMember(), await activeMember()];
    const attached = await uploadedKey(member, 'a.txt', 'a'.repeat(1000));
    const order = await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member), { attachment: attached }));
    expect(order.statusCode, order.body).toBe(201);
    await uploadedKey(member, 'b.txt', 'b'.repeat(1000));

    const refused = await upload(member, 'c.txt', 'c'.repeat(49));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(refused.json().error.message).toContain('at most 2 KB');
    expect((await recordsOf(member)).length).toBe(2);

    // Exactly up to the quota still fits (attached and unattached uploads both count); another account has its own.
    await uploadedKey(member, 'd.txt', 'd'.repeat(48));
    expect((await upload(member, 'e.txt', 'e')).statusCode).toBe(413);
    await uploadedKey(other, 'f.txt', 'f'.repeat(QUOTA));
  });

  it('lets only one of two concurrent uploads take the space left for one', async () => {
    const member = await activeMember();
    const answers = await Promise.all([upload(member, 'x.txt', 'x'.repeat(1500)), upload(member, 'y.txt', 'y'.repeat(1500))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
  });

  it('gives the space back when the file could not be stored', async () => {
    const member = await activeMember();
    const put = vi.spyOn(t.app.storage, 'put').mockRejectedValueOnce(new StorageError('retry-limit-exceeded', 'test'));
    try {
      const res = await upload(member, 'big.txt', 'g'.repeat(QUOTA));
      // The store's failure, not the request's: worth trying again (lib/error-handler.ts).
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('UNAVAILABLE');
    } finally {
      put.mockRestore();
    }
    expect(await recordsOf(member)).toEqual([]);
    await uploadedKey(member, 'big.txt', 'g'.repeat(QUOTA));
  });
});

describe('the hourly rate of order attachments', () => {
  it('refuses a member past the rate with 429 and Retry-After, counting refused files too; others still upload', async () => {
    const limited = await createTestApp({ env: { ORDER_ATTACHMENT_UPLOADS_PER_HOUR: '2' } });
    try {
      const { member, other } = await createCallers(limited.app);
      const send = (who: Member, fileName: string, content: string) => call(limited.app, endpoints.uploadAttachment, { upload: { fileName, content }, token: who.token });
      expect((await send(member, 'run.exe', 'MZ')).statusCode).toBe(422);
      expect((await send(member, 'brief.pdf', pdf)).statusCode).toBe(201);
      const refused = await send(member, 'brief.pdf', pdf);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: 'You can attach at most 2 files an hour. Try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(other, 'brief.pdf', pdf)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
