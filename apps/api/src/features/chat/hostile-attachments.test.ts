import { CHAT_ATTACHMENT_TEXT_MAX_LENGTH, endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../lib/documents';
import { createCallers } from '../../test/auth-helpers';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { allowChat } from '../../test/chat-helpers';
import { damagedDoc, docxBomb, lyingDocx, nestedRtf, odtBomb } from '../../test/hostile-files';
import { docx } from '../../test/office-files';
import { whileServing } from '../../test/responsiveness';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Files made to take the server down, sent as chat attachments: each is refused (or, a large plain text, read
 * and cut) while the server keeps answering. Unguarded, such files held the event loop for 1.7 s (the RTF) to
 * 52 s (a .docx bomb) and ended the process; the bounds here are wide for a loaded machine, yet far below that.
 */
const HEALTH_WITHIN_MS = 1500;
const LOOP_HELD_AT_MOST_MS = 1000;
const MB = 1024 * 1024;

let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_ATTACHMENT_UPLOADS_PER_HOUR: '1000' } });
  callers = await createCallers(t.app);
  await allowChat(t.app, callers.admin, callers.member);
});
afterAll(() => t.close());

const upload = (fileName: string, content: Buffer | string) =>
  whileServing(t.app, () => call(t.app, endpoints.uploadChatAttachment, { upload: { fileName, content }, token: callers.member.token }));

describe('hostile chat attachments', () => {
  it.each([
    ['a .docx bomb (60 MB of blanks, deflated)', 'bomb.docx', () => docxBomb(60 * MB), /unpacks to more than 50 MB/],
    ['an .odt bomb (20 MB of blanks, deflated a thousand to one)', 'bomb.odt', () => odtBomb(20 * MB), /more than 100 times its packed size/],
    ['a .docx whose contents list lies (1 KB claimed, 30 MB inside)', 'liar.docx', () => lyingDocx(30 * MB), /not read/],
    ['an RTF nested 4.9 MB deep', 'deep.rtf', () => nestedRtf(4.9 * MB), new RegExp(DOCUMENT_TEXTS.tooDeep)],
    ['a damaged .doc', 'damaged.doc', damagedDoc, new RegExp(DOCUMENT_TEXTS.unreadable)],
  ])('refuses %s with 422 while answering other requests', async (_what, fileName, content, message) => {
    const bytes = content();
    expect(bytes.byteLength).toBeLessThan(5 * MB);
    const { result: res, healthChecks, slowestHealthMs, longestLoopDelayMs } = await upload(fileName, bytes);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(message) });
    expect(healthChecks).toBeGreaterThan(0);
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS);
    expect(longestLoopDelayMs).toBeLessThan(LOOP_HELD_AT_MOST_MS);
  });

  it('reads a large plain text (cut) and refuses one over the size limit, while answering other requests', async () => {
    const large = await upload('large.txt', 'All work and no play. '.repeat((4.9 * MB) / 22));
    expect(large.result.statusCode, large.result.body).toBe(201);
    expect(large.result.json().characters).toBe(CHAT_ATTACHMENT_TEXT_MAX_LENGTH);
    const over = await upload('huge.txt', 'x'.repeat(6 * MB));
    expect(over.result.statusCode, over.result.body).toBe(413);
    for (const { slowestHealthMs, longestLoopDelayMs } of [large, over]) {
      expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS);
      expect(longestLoopDelayMs).toBeLessThan(LOOP_HELD_AT_MOST_MS);
    }
  });

  it('still reads documents afterwards (the workers that were ended are replaced)', async () => {
    const { result: res } = await upload('fine.docx', docx(['Still reading.']));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().characters).toBe('Still reading.'.length);
  });
});
