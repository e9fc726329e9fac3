import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../lib/documents';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { damagedDoc, docxBomb, nestedRtf, odtBomb } from '../../test/hostile-files';
import { docx, odt } from '../../test/office-files';
import { whileServing } from '../../test/responsiveness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploads } from './uploads.tables';

/** An order attachment's text is read once, at upload, in the document workers, and kept beside the file. */
const MB = 1024 * 1024;

let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  ({ member } = await createCallers(t.app));
});
afterAll(() => t.close());

const upload = (fileName: string, content: string | Uint8Array) => call(t.app, endpoints.uploadAttachment, { upload: { fileName, content }, token: member.token });
const recordOf = async (key: string) => (await t.app.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const recordsOfMember = async () => (await t.app.database.db.select().from(uploads).where(eq(uploads.accountId, member.account.id))).length;

describe('the text of order attachments', () => {
  it.each([
    ['brief.txt', 'Our buyers are alpine guides.', 'Our buyers are alpine guides.'],
    ['brief.rtf', '{\\rtf1\\ansi Guides \\b over\\b0  40.\\par}', 'Guides over 40.'],
    ['brief.docx', docx(['A Word brief.']), 'A Word brief.'],
    ['brief.odt', odt(['An OpenDocument brief.']), 'An OpenDocument brief.'],
    ['brief.pdf', '%PDF-1.4\n%%EOF\n', null],
    ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
  ])('keeps the text of %s', async (fileName, content, text) => {
    const res = await upload(fileName, content);
    expect(res.statusCode, res.body).toBe(201);
    expect((await recordOf(res.json().attachment))!.text).toBe(text);
  });

  it('keeps a document its reader finds no text in, without text: a person may still open it', async () => {
    for (const [fileName, content] of [['damaged.doc', damagedDoc()], ['empty.txt', ' \n ']] as const) {
      const res = await upload(fileName, content);
      expect(res.statusCode, res.body).toBe(201);
      expect((await recordOf(res.json().attachment))!.text).toBeNull();
    }
  });

  it.each([
    ['a .docx bomb', 'bomb.docx', () => docxBomb(60 * MB), /unpacks to more than 50 MB/],
    ['an .odt bomb', 'bomb.odt', () => odtBomb(20 * MB), /more than 100 times its packed size/],
    ['an RTF nested 4.9 MB deep', 'deep.rtf', () => nestedRtf(4.9 * MB), new RegExp(DOCUMENT_TEXTS.tooDeep)],
  ])('refuses %s with 422, keeping nothing, while answering other requests', async (_what, fileName, content, message) => {
    const before = await recordsOfMember();
    const bytes = content();
    const { result: res, slowestHealthMs, longestLoopDelayMs } = await whileServing(t.app, () => upload(fileName, bytes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(message) });
    expect(await recordsOfMember()).toBe(before);
    // Wide bounds for a loaded machine; unguarded, such files held the event loop for seconds.
    expect(slowestHealthMs).toBeLessThan(1500);
    expect(longestLoopDelayMs).toBeLessThan(1000);
  });
});
