import { BLUEPRINT_SECTION_KEYS, endpoints, type ChatThread, type LibraryAvatar, type Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { allowChat, newThread } from '../../test/chat-helpers';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf } from '../../test/event-stream';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from '../../test/fakes/fake-openai';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { endedPanel, newPanel, runToEnd } from '../../test/panel-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The model endpoint down, slow or answering garbage, through every route that calls it (chat, panels, drafting):
 * a clear MODEL_FAILED or MODEL_TIMEOUT, nothing of an answer saved, and the very next call answered once the
 * endpoint is healthy again, with no restart.
 */
const TIMEOUT_MS = 1500;

let fake: FakeOpenAi;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: String(TIMEOUT_MS) } });
  ({ admin } = await createCallers(t.app));
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const HOST = () => new URL(fake.baseUrl).host;
const HEALTHY: FakeOpenAiMode = { kind: 'stream', chunks: ['I run ', 'in the Alps.', '\nSources: at-a-glance'] };
const DRAFT = JSON.stringify({
  name: 'Rita Runner',
  age: 34,
  gender: 'female',
  occupation: 'physiotherapist',
  sections: Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, `About ${key}.`])),
});

interface Fault {
  name: string;
  /** Puts the endpoint in its broken state. */
  start(): Promise<void> | void;
  code: 'MODEL_FAILED' | 'MODEL_TIMEOUT';
  /** What the message must say (it always names the host). */
  says: RegExp;
}

/** An answer that is no completion at all. */
const garbage = (name: string, contentType: string, body: string): Fault => ({
  name,
  start: () => fake.answer({ kind: 'raw', contentType, body }),
  code: 'MODEL_FAILED',
  says: /failed to answer|returned an empty answer/,
});

const FAULTS: Fault[] = [
  { name: 'down (connection refused)', start: () => fake.down(), code: 'MODEL_FAILED', says: /could not be reached/ },
  {
    name: 'slow (a chunk, then nothing within LLM_TIMEOUT_MS)',
    start: () => fake.answer({ kind: 'stream', chunks: ['I think ', 'maybe'], delayMs: TIMEOUT_MS * 3 }),
    code: 'MODEL_TIMEOUT',
    says: /did not answer within 1\.5 s/,
  },
  garbage('not JSON where JSON is expected', 'application/json', '{"choices": [ oops'),
  garbage('a stream of events that are not completion chunks', 'text/event-stream', 'data: {"unexpected": true}\n\ndata: not json\n\ndata: [DONE]\n\n'),
  {
    name: 'a stream cut short (no [DONE], the connection dropped)',
    start: () => fake.answer({ kind: 'cut', chunks: ['I think ', 'that'] }),
    code: 'MODEL_FAILED',
    says: /failed to answer|could not be reached/,
  },
  garbage('HTTP 200 with an HTML page', 'text/html', '<!doctype html><html><body><h1>Bad gateway</h1></body></html>'),
];

/** A member of a new account on the 'test' membership with two avatars (each fault on its own account's budget). */
async function freshMember() {
  const member = await registerMember(t.app);
  await activate(t.app, member.account.id);
  await allowChat(t.app, admin, member);
  await giveCredits(t.app, admin, member, 5);
  const avatars: LibraryAvatar[] = [];
  for (const name of ['Rita Runner', 'Ben Builder']) avatars.push((await orderAndDeliver(t.app, admin, member, { name })).avatar);
  const thread = await newThread(t.app, member, avatars[0]!.id);
  const order = (await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member)))).json() as Order;
  return { member, avatars, thread, order };
}

const messagesOf = (member: Member, thread: ChatThread) => callOk(t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: member.token });
const answersIn = async (member: Member, thread: ChatThread) => (await messagesOf(member, thread)).filter((m) => m.role === 'assistant');

describe.each(FAULTS)('the model endpoint $name', (fault) => {
  it(`gives ${fault.code} in chat, panels and drafting, saves no answer, and the next call succeeds once it is healthy`, async () => {
    const { member, avatars, thread, order } = await freshMember();
    const expected = { code: fault.code, message: expect.stringMatching(fault.says) };
    await fault.start();
    try {
      // Chat, answered whole: the error with its status; the question may stay, no answer is saved.
      const sent = await call(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Where do you run?' }, token: member.token });
      expect(sent.statusCode, sent.body).toBe(fault.code === 'MODEL_TIMEOUT' ? 504 : 502);
      expect(sent.json().error).toEqual(expected);
      expect(sent.json().error.message).toContain(HOST());

      // Chat, streamed: the question, then the error as the last event; nothing of the answer is kept.
      const streamed = await call(t.app, endpoints.streamChatMessage, { body: { threadId: thread.id, message: 'Still there?' }, token: member.token });
      const events = eventsOf(endpoints.streamChatMessage, streamed.payload);
      expect(events[0]!.type).toBe('user');
      expect(events.at(-1)).toEqual({ type: 'error', error: expected });
      expect(await answersIn(member, thread)).toEqual([]);

      // A panel: every avatar's answer saved failed with the error and no text; the panel failed, no summary.
      const panel = await newPanel(t.app, member, { kind: 'question', avatarIds: avatars.map((a) => a.id), prompt: 'Online or in a store?' });
      const failed = endedPanel(await runToEnd(t.app, member, panel.id));
      expect(failed.status).toBe('failed');
      expect(failed.summary).toBeNull();
      expect(failed.answers).toHaveLength(2);
      for (const answer of failed.answers) expect(answer).toMatchObject({ round: 1, status: 'failed', text: '', error: expected });

      // Drafting: the error before anything streams (or as the stream's last event); the order stays open.
      const drafted = await call(t.app, endpoints.draftBlueprint, { params: { id: order.id }, token: admin.token });
      if (drafted.statusCode === 200) expect(drafted.body).toContain(`"code":"${fault.code}"`);
      else {
        expect(drafted.statusCode, drafted.body).toBe(fault.code === 'MODEL_TIMEOUT' ? 504 : 502);
        expect(drafted.json().error).toEqual(expected);
      }
    } finally {
      if (!fake.listening) await fake.up();
    }

    // Healthy again: the same calls are answered, in the same process.
    fake.answer(HEALTHY);
    await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Where do you run?' }, token: member.token });
    expect((await answersIn(member, thread)).map((m) => m.content)).toEqual(['I run in the Alps.']);
    const rerun = endedPanel(await runToEnd(t.app, member, (await newPanel(t.app, member, { kind: 'question', avatarIds: avatars.map((a) => a.id), prompt: 'And now?' })).id));
    expect(rerun.status).toBe('done');
    expect(rerun.answers.every((a) => a.status === 'done')).toBe(true);
    fake.answer({ kind: 'stream', chunks: DRAFT.match(/.{1,40}/gs) ?? [] });
    const drafted = await call(t.app, endpoints.draftBlueprint, { params: { id: order.id }, token: admin.token });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(eventsOf(endpoints.draftBlueprint, drafted.body).at(-1)?.type).toBe('done');
  }, 60_000);
});
