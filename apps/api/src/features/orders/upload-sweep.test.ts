import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageError } from '../../lib/storage';
import { activate, registerMember, type Member } from '../../test/auth-helpers';
import { callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts } from '../accounts';
import { sweepUnusedUploads, type UploadSweepDeps } from './upload-sweep';
import { uploads } from './uploads.tables';

let t: TestApp;
let member: Member;

async function appWithMember(env: Record<string, string>) {
  const app = await createTestApp({ env });
  const who = await registerMember(app.app);
  await activate(app.app, who.account.id);
  return { app, who };
}

// The sweep is called by hand here (its timer off), so nothing runs behind the tests' backs.
beforeAll(async () => {
  ({ app: t, who: member } = await appWithMember({ UPLOAD_SWEEP_INTERVAL_MS: '0' }));
});
afterAll(() => t.close());

const uploadedKey = async (on = t, who = member) =>
  (await callOk(on.app, endpoints.uploadAttachment, { body: { fileName: 'notes.txt', content: 'some notes' }, token: who.token })).attachment;
const record = async (key: string, on = t) => (await on.app.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const stored = (key: string, on = t) =>
  on.app.storage.get(key).then(
    () => true,
    () => false,
  );
const creditsOf = async (who: Member) =>
  (await t.app.database.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, who.account.id)))[0]!.credits;
const log = () => ({ warn: vi.fn(), info: vi.fn() });

describe('the sweep of unused uploads', () => {
  it('keeps an upload younger than the age, and refuses an order for one already swept (charging nothing)', async () => {
    const deps: UploadSweepDeps = { db: t.app.database.db, storage: t.app.storage, log: log(), maxAgeMs: 60_000 };
    const young = await uploadedKey();
    expect(await sweepUnusedUploads(deps)).toBe(0);
    expect(await record(young)).toBeDefined();

    expect(await sweepUnusedUploads(deps, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await record(young)).toBeUndefined();
    const seeded = await seedCampaign(t.app, member);
    const before = await creditsOf(member);
    const res = await placeOrder(t.app, member, orderPayload(member, seeded, { attachment: young }));
    expect(res.statusCode).toBe(403);
    expect(await creditsOf(member)).toBe(before);
  });

  it('survives a storage failure: warns, keeps the record and tries again on the next pass', async () => {
    const key = await uploadedKey();
    const failing = { delete: vi.fn().mockRejectedValue(new StorageError('retry-limit-exceeded', 'down')) };
    const deps: UploadSweepDeps = { db: t.app.database.db, storage: failing, log: log(), maxAgeMs: 60_000 };
    const later = new Date(Date.now() + 120_000);
    expect(await sweepUnusedUploads(deps, later)).toBe(0);
    expect(deps.log.warn).toHaveBeenCalled();
    expect(await record(key)).toBeDefined();
    expect(await stored(key)).toBe(true);

    expect(await sweepUnusedUploads({ ...deps, storage: t.app.storage }, later)).toBeGreaterThanOrEqual(1);
    expect(await record(key)).toBeUndefined();
    expect(await stored(key)).toBe(false);
  });

  it('counts an object already missing as removed', async () => {
    const key = await uploadedKey();
    const missing = { delete: vi.fn().mockRejectedValue(new StorageError('object-not-found', key)) };
    const deps: UploadSweepDeps = { db: t.app.database.db, storage: missing, log: log(), maxAgeMs: 60_000 };
    expect(await sweepUnusedUploads(deps, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await record(key)).toBeUndefined();
  });

  it('survives a database failure with a warning', async () => {
    const broken = {
      select: () => {
        throw new Error('database is gone');
      },
    } as unknown as UploadSweepDeps['db'];
    const deps: UploadSweepDeps = { db: broken, storage: t.app.storage, log: log(), maxAgeMs: 0 };
    await expect(sweepUnusedUploads(deps)).resolves.toBe(0);
    expect(deps.log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('sweep'));
  });
});

describe('the sweep timer', () => {
  it('removes uploads no order took once older than the age, keeps attached ones, and stops with the app', async () => {
    // A short age and interval: the app's own timer sweeps within the test. The age leaves a loaded machine
    // seconds to place the order before the attached upload would count as unused.
    const { app: short, who } = await appWithMember({ UNUSED_UPLOAD_MAX_AGE_MS: '5000', UPLOAD_SWEEP_INTERVAL_MS: '200' });
    try {
      const seeded = await seedCampaign(short.app, who);
      const unused = await uploadedKey(short, who);
      const attached = await uploadedKey(short, who);
      const order = await placeOrder(short.app, who, orderPayload(who, seeded, { attachment: attached }));
      expect(order.statusCode, order.body).toBe(201);

      // The record goes first, then the object: wait for both.
      const gone = async () => (await record(unused, short)) === undefined && !(await stored(unused, short));
      await expect.poll(gone, { timeout: 30_000, interval: 100 }).toBe(true);
      expect(await record(attached, short)).toBeDefined();
      expect(await stored(attached, short)).toBe(true);
    } finally {
      await short.close();
    }
  });
});
