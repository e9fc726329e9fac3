import { ACCOUNT_CLOSE_GRACE_MS, endpoints, type AccountClosure, type ExportManifest } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { PASSWORD, signUp, teammateOf, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { testImage } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts, users } from '../accounts';
import { accountActivity } from '../activity';
import { portraitKey } from '../avatars';
import { purgeDueAccounts } from './account-purge';

let t: TestApp;
let admin: Member;
let member: Member;
let other: Member;
let teammate: { token: string; id: string; email: string };
let img: string;

/** Every entry of a zip held in a buffer, by name, and how each was compressed (0 stored, 8 deflated). */
async function unzip(buffer: Buffer): Promise<{ entries: Map<string, Buffer>; methods: Map<string, number> }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))));
  const entries = new Map<string, Buffer>();
  const methods = new Map<string, number>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      methods.set(entry.fileName, entry.compressionMethod);
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return { entries, methods };
}

const activityOf = async (accountId: string) => (await t.app.database.db.select().from(accountActivity).where(eq(accountActivity.accountId, accountId))).map((e) => e.action);
const signIn = (who: { email: string }) => call(t.app, endpoints.signInWithEmail, { body: { email: who.email, password: PASSWORD } });
const close = (who: { token: string }, account: Member, name = account.account.name) => call(t.app, endpoints.closeAccount, { params: { id: account.account.id }, body: { name }, token: who.token });
const exportLink = async (who: Member) => (await callOk(t.app, endpoints.exportAccountData, { params: { id: who.account.id }, token: who.token })).url;

/** A member with a delivered avatar whose portrait was uploaded. */
async function memberWithAvatar(owner: Member) {
  const { img: uploaded } = await callOk(t.app, endpoints.uploadPortrait, { body: { fileName: 'p.jpg', content: await testImage(64, 64) }, token: admin.token });
  const delivered = await orderAndDeliver(t.app, admin, owner, { img: uploaded });
  expect(delivered.res.statusCode).toBe(201);
  return { img: uploaded, ...delivered };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, member, other } = await callersWithCredits(t.app));
  teammate = await teammateOf(t.app, member);
  ({ img } = await memberWithAvatar(member));
});
afterAll(() => t.close());

describe('exporting an account', () => {
  it('gives its owner a signed address whose archive lists the orders and avatars, with the portrait, and logs it', async () => {
    const url = await exportLink(member);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);
    const { entries, methods } = await unzip(res.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as ExportManifest;
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.account).toEqual({ id: member.account.id, name: member.account.name });
    expect(manifest.orders).toHaveLength(1);
    expect(manifest.avatars).toEqual([expect.objectContaining({ name: 'Rita Runner' })]);
    expect(manifest.records.users.count).toBe(2);
    expect(manifest.files).toEqual([{ path: `files/portraits/${img}.jpg`, kind: 'portrait' }]);
    expect(entries.get(`files/portraits/${img}.jpg`)).toEqual((await t.app.storage.get(portraitKey(img))).data);
    // The JPEG is stored as it is (deflating it again would only cost time); the records and manifest are deflated.
    expect(methods.get(`files/portraits/${img}.jpg`)).toBe(0);
    expect([methods.get('records/orders.json'), methods.get('manifest.json')]).toEqual([8, 8]);
    const orders = JSON.parse(entries.get('records/orders.json')!.toString()) as { id: string }[];
    expect(orders.map((o) => o.id)).toEqual(manifest.orders.map((o) => o.id));
    expect(await activityOf(member.account.id)).toContain('export.downloaded');
  });

  it('is for the owner alone, and an altered address is refused', async () => {
    const teammateCall = await call(t.app, endpoints.exportAccountData, { params: { id: member.account.id }, token: teammate.token });
    expect(teammateCall.json()).toMatchObject({ error: { code: 'OWNER_ONLY' } });
    const adminCall = await call(t.app, endpoints.exportAccountData, { params: { id: member.account.id }, token: admin.token });
    expect(adminCall.statusCode).toBe(403);
    const url = await exportLink(member);
    const forged = await t.app.inject({ method: 'GET', url: url.replace(member.user.id, teammate.id) });
    expect(forged.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });
});

describe('closing an account', () => {
  it('refuses a name that is not the account’s, and a teammate', async () => {
    const wrong = await close(other, other, 'Not the name');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'ACCOUNT_NAME_MISMATCH', message: expect.stringContaining('not the account’s name') } });
    expect((await close(teammate, member)).json()).toMatchObject({ error: { code: 'OWNER_ONLY' } });
  });

  it('closes for the grace, signs every member out, keeps them from signing in, and a site admin restores it', async () => {
    const link = await exportLink(member);
    const res = await close(member, member, `  ${member.account.name.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const closure = res.json() as AccountClosure;
    expect(Date.parse(closure.purgeAfter) - Date.parse(closure.closedAt)).toBe(ACCOUNT_CLOSE_GRACE_MS);
    for (const token of [member.token, teammate.token]) expect((await call(t.app, endpoints.getMe, { token })).statusCode).toBe(401);
    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_CLOSED', message: expect.stringContaining('closed') } });
    expect((await signIn(teammate)).json()).toMatchObject({ error: { code: 'ACCOUNT_CLOSED' } });
    expect((await t.app.inject({ method: 'GET', url: link })).json()).toMatchObject({ error: { code: 'LINK_INVALID' } });

    const closed = await callOk(t.app, endpoints.listClosedAccounts, { token: admin.token });
    expect(closed).toContainEqual(closure);
    expect((await call(t.app, endpoints.restoreAccount, { params: { id: member.account.id }, token: member.token })).statusCode).toBe(401);
    expect((await call(t.app, endpoints.restoreAccount, { params: { id: member.account.id }, token: admin.token })).statusCode).toBe(204);
    const again = await signIn(member);
    expect(again.statusCode).toBe(200);
    member = { ...member, token: (again.json() as { token: string }).token };
    expect((await call(t.app, endpoints.getMe, { token: member.token })).statusCode).toBe(200);
    expect((await call(t.app, endpoints.restoreAccount, { params: { id: member.account.id }, token: admin.token })).json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_CLOSED' } });
    expect(await activityOf(member.account.id)).toEqual(expect.arrayContaining(['account.closed', 'account.restored']));
  });

  it('cannot be restored once its grace has passed', async () => {
    expect((await close(other, other)).statusCode).toBe(200);
    await t.app.database.db.update(accounts).set({ purgeAfter: new Date(Date.now() - 1000) }).where(eq(accounts.id, other.account.id));
    const late = await call(t.app, endpoints.restoreAccount, { params: { id: other.account.id }, token: admin.token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'GRACE_OVER' } });
    expect((await call(t.app, endpoints.restoreAccount, { params: { id: 'no-such-account' }, token: admin.token })).statusCode).toBe(404);
  });
});

describe('purging closed accounts', () => {
  const deps = () => ({ db: t.app.database.db, storage: t.app.storage, log: t.app.log });

  it('purges an account once when two runs race for it', async () => {
    const runs = await Promise.all([purgeDueAccounts(deps()), purgeDueAccounts(deps())]);
    expect(runs.flat()).toEqual([other.account.id]);
    expect(await t.app.database.db.select().from(accounts).where(eq(accounts.id, other.account.id))).toEqual([]);
  });

  it('after the grace: a failure part-way leaves everything due, and the next run removes files, records and identities', async () => {
    const { img: portrait } = await memberWithAvatar(member);
    expect((await close(member, member)).statusCode).toBe(200);
    const ids = (await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.accountId, member.account.id))).map((u) => u.id);
    expect(await purgeDueAccounts(deps())).not.toContain(member.account.id);

    const later = new Date(Date.now() + ACCOUNT_CLOSE_GRACE_MS + 1000);
    let deletes = 0;
    const failing = { ...t.app.storage, delete: async (key: string) => (++deletes > 1 ? Promise.reject(new Error('the process stopped')) : t.app.storage.delete(key)) };
    await expect(purgeDueAccounts({ ...deps(), storage: failing }, later)).rejects.toThrow('the process stopped');
    expect(await t.app.database.db.select().from(accounts).where(eq(accounts.id, member.account.id))).toHaveLength(1);

    expect(await purgeDueAccounts(deps(), later)).toContain(member.account.id);
    expect(await t.app.database.db.select().from(accounts).where(eq(accounts.id, member.account.id))).toEqual([]);
    expect(await t.app.database.db.select().from(users).where(eq(users.accountId, member.account.id))).toEqual([]);
    for (const key of [portraitKey(img), portraitKey(portrait)]) await expect(t.app.storage.get(key)).rejects.toMatchObject({ kind: 'object-not-found' });
    expect(await activityOf(member.account.id)).toEqual([]);
    expect(ids).toHaveLength(2);
    // The identities went too: the password no longer signs in, and the email is free to register again.
    expect((await signIn(member)).statusCode).toBe(401);
    expect((await signUp(t.app, member.email)).id).not.toBe(member.user.id);
  });

});
