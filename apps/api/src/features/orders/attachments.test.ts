import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { expectSignedLink } from '../../test/signed-links';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };
const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF';

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const upload = (who: Member | null, fileName: string, content: string | Uint8Array) =>
  call(t.app, endpoints.uploadAttachment, { upload: { fileName, content }, token: who?.token });
const signedUrl = (who: Member | null, key: string) => call(t.app, endpoints.signFileUrl, { query: { key }, token: who?.token });

describe('order attachments', () => {
  it('stores an allowed file under blueprint-uploads/{account}/ and the order references it', async () => {
    const res = await upload(callers.member, 'Brief (final).pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const { attachment } = res.json();
    expect(attachment).toMatch(new RegExp(`^blueprint-uploads/${callers.member.account.id}/[0-9a-f-]+-Brief-final-.pdf$`));
    const order = await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member), { attachment }));
    expect(order.statusCode).toBe(201);
  });

  it('refuses types outside the list, and files whose bytes do not match their name', async () => {
    expect((await upload(callers.member, 'run.exe', 'MZ...')).statusCode).toBe(422);
    expect((await upload(callers.member, 'fake.pdf', 'not a pdf at all')).statusCode).toBe(422);
    expect((await upload(null, 'brief.pdf', pdf)).statusCode).toBe(401);
  });

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(65);
    expect((await upload(callers.member, 'big.txt', big)).statusCode).toBe(413);
  });

  it("refuses an order that points at another account's upload", async () => {
    const theirs = (await upload(callers.other, 'theirs.pdf', pdf)).json().attachment;
    const res = await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member), { attachment: theirs }));
    expect(res.statusCode).toBe(403);
  });

  it('gives signed download addresses only to the account and admins, and they expire', async () => {
    const key = (await upload(callers.member, 'brief.pdf', pdf)).json().attachment;
    expect((await signedUrl(null, key)).statusCode).toBe(401);
    expect((await signedUrl(callers.other, key)).statusCode).toBe(404);
    expect((await signedUrl(callers.admin, key)).statusCode).toBe(200);
    const { url } = (await signedUrl(callers.member, key)).json();
    expectSignedLink(url, endpoints.downloadFile, { '*': key });
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(pdf);
    const tampered = new URL(url, 'http://portal.test');
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 1000));
    const refused = await t.app.inject({ method: 'GET', url: tampered.pathname + tampered.search });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('LINK_INVALID');
  });
});
