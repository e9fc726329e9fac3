import { endpoints, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { callOk } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { appWithFakeModel } from '../../test/fake-model-app';
import type { FakeOpenAi } from '../../test/fakes/fake-openai';
import { newPanel, runToEnd } from '../../test/panel-helpers';
import type { TestApp } from '../../test/test-app';

/** What a model call is sent is bounded by characters (LLM_HISTORY_MAX_CHARS, LLM_ATTACHMENT_MAX_CHARS), seen at a fake OpenAI endpoint. */
let fake: FakeOpenAi;
let t: TestApp;
let close: () => Promise<void>;
let callers: Callers;
let avatars: LibraryAvatar[];

beforeAll(async () => {
  ({ fake, t, close } = await appWithFakeModel({ LLM_HISTORY_MAX_CHARS: '130', LLM_ATTACHMENT_MAX_CHARS: '100' }));
  callers = await callersOnTest(t.app, { member: 5 });
  avatars = [(await orderAndDeliver(t.app, callers.admin, callers.member)).avatar, (await orderAndDeliver(t.app, callers.admin, callers.member)).avatar];
});
afterAll(() => close?.());

const token = () => callers.member.token;
const userTexts = () => fake.received.at(-1)!.body.messages!.filter((m) => m.role !== 'system');

describe('the input of a model call', () => {
  it('carries the newest whole messages of the thread that fit LLM_HISTORY_MAX_CHARS', async () => {
    const thread = await newThread(t.app, callers.member, avatars[0]!.id);
    for (const n of [1, 2, 3]) {
      fake.answer({ kind: 'stream', chunks: [`Answer ${n} `.padEnd(30, '.')] });
      await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: `Question ${n} `.padEnd(30, '?') }, token: token() });
    }
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Question 4?' }, token: token() });
    const turns = userTexts();
    // Each earlier question and answer is 30 characters: two pairs (120) fit in 130, three would not.
    expect(turns.map((m) => m.content.slice(0, 10))).toEqual(['Question 2', 'Answer 2 .', 'Question 3', 'Answer 3 .', 'Question 4']);
    expect(turns.slice(0, -1).reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(130);
  });

  it("carries at most LLM_ATTACHMENT_MAX_CHARS of an attachment's text, and says the rest is left out", async () => {
    const thread = await newThread(t.app, callers.member, avatars[0]!.id);
    const { attachment } = await callOk(t.app, endpoints.uploadChatAttachment, { body: { fileName: 'long.txt', content: `${'a'.repeat(100)}${'Z'.repeat(900)}` }, token: token() });
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Read this?', attachment }, token: token() });
    const question = userTexts().at(-1)!.content;
    expect(question).toContain('a'.repeat(100));
    expect(question).not.toContain('ZZZZ');
    expect(question).toContain('[… 900 more characters left out]');
  });

  it("carries at most LLM_ATTACHMENT_MAX_CHARS of a panel's asset to each avatar", async () => {
    const panel = await newPanel(t.app, callers.member, { kind: 'asset', avatarIds: avatars.map((a) => a.id), prompt: `${'b'.repeat(100)}${'Y'.repeat(500)}` });
    const before = fake.received.length;
    await runToEnd(t.app, callers.member, panel.id);
    const asked = fake.received.slice(before);
    expect(asked).toHaveLength(2);
    for (const request of asked) {
      const content = request.body.messages!.map((m) => m.content).join('\n');
      expect(content).toContain('b'.repeat(100));
      expect(content).not.toContain('YYYY');
    }
  });
});
