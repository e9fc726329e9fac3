import { ANSWER_LIMIT_TEXTS, endpoints, PANEL_TEXTS, type LibraryAvatar, type Order } from '@persona/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersOnTest, newThread } from '../../test/chat-helpers';
import { DRAFT, orderAndDeliver } from '../../test/delivery-helpers';
import { eventsOf } from '../../test/event-stream';
import { appWithFakeModel } from '../../test/fake-model-app';
import type { FakeOpenAi } from '../../test/fakes/fake-openai';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { newPanel } from '../../test/panel-helpers';
import type { Member } from '../../test/auth-helpers';
import type { TestApp } from '../../test/test-app';

/**
 * The answers' budget, counted in the shared limit store kept in the database (PGlite here, PostgreSQL in the
 * api:postgres project): at most 2 answers in progress per person (chat, panel runs and drafts together), and
 * per account and hour 5 chat answers, 1 panel run, 1 draft. The model is a fake OpenAI endpoint whose chat
 * answers take over two seconds, so answers fired together overlap.
 */
let fake: FakeOpenAi;
let t: TestApp;
let close: () => Promise<void>;
let callers: Callers;
let avatars: LibraryAvatar[];

beforeAll(async () => {
  ({ fake, t, close } = await appWithFakeModel({
    LLM_TIMEOUT_MS: '10000',
    RATE_LIMIT_STORE: 'postgres',
    ANSWERS_IN_PROGRESS_MAX: '2',
    CHAT_ANSWERS_PER_HOUR: '5',
    PANEL_RUNS_PER_HOUR: '1',
    DRAFTS_PER_HOUR: '1',
  }));
  callers = await callersOnTest(t.app, { member: 10, other: 10 });
  avatars = [];
  for (const who of [callers.member, callers.member, callers.other]) avatars.push((await orderAndDeliver(t.app, callers.admin, who)).avatar);
  answerSlowly(true);
});

/**
 * Drafts are asked with a response format and come at once; chat and panel answers stream slowly (8 × 300 ms)
 * where answers must overlap, and at once where a test only counts them.
 */
const answerSlowly = (slowly: boolean) =>
  fake.answerBy((body) =>
    body.response_format
      ? { kind: 'stream', chunks: [JSON.stringify(DRAFT)] }
      : { kind: 'stream', chunks: ['I ', 'would ', 'think ', 'about ', 'it ', 'for ', 'a ', 'while.'], delayMs: slowly ? 300 : 0 },
  );
afterAll(() => close?.());

const ask = (who: Member, threadId: string, message: string) => call(t.app, endpoints.streamChatMessage, { body: { threadId, message }, token: who.token });
const askIn = async (who: Member, avatar: LibraryAvatar, message: string) => {
  const thread = await newThread(t.app, who, avatar.id);
  return { thread, res: await ask(who, thread.id, message) };
};
const expectRefused = (res: LightMyRequestResponse, message: string) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['content-type']).toContain('application/json');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message });
};
const chatRequests = () => fake.received.filter((r) => !r.body.response_format).length;

describe('answers in progress per person', () => {
  it('of 8 chat answers asked at once, runs 2 and refuses the rest with 429 before saving their questions', async () => {
    const before = chatRequests();
    const threads = await Promise.all(Array.from({ length: 8 }, () => newThread(t.app, callers.member, avatars[0]!.id)));
    const results = await Promise.all(threads.map(async (thread, i) => ({ thread, res: await ask(callers.member, thread.id, `Question ${i}?`) })));
    const served = results.filter(({ res }) => res.statusCode === 200);
    expect(served).toHaveLength(2);
    for (const { res } of served) expect(eventsOf(endpoints.streamChatMessage, res.payload).at(-1)?.type).toBe('done');
    for (const { thread, res } of results.filter(({ res }) => res.statusCode !== 200)) {
      expectRefused(res, ANSWER_LIMIT_TEXTS.inProgress(2));
      expect(await callOk(t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: callers.member.token })).toEqual([]);
    }
    expect(chatRequests() - before).toBe(2);
  });

  it('counts panel runs and chat answers together, per person', async () => {
    const panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: [avatars[0]!.id, avatars[1]!.id], prompt: 'Why?' });
    const asked = [askIn(callers.member, avatars[0]!, 'Busy one?'), askIn(callers.member, avatars[1]!, 'Busy two?')];
    await expect.poll(() => chatRequests(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expectRefused(await call(t.app, endpoints.runPanel, { params: { id: panel.id }, token: callers.member.token }), ANSWER_LIMIT_TEXTS.inProgress(2));
    // Another person has answers of their own.
    const theirs = await askIn(callers.other, avatars[2]!, 'Mine?');
    expect(theirs.res.statusCode).toBe(200);
    for (const { res } of await Promise.all(asked)) expect(res.statusCode).toBe(200);

    // Both answers are over: the run starts; it was the account's one run of the hour.
    answerSlowly(false);
    const run = await call(t.app, endpoints.runPanel, { params: { id: panel.id }, token: callers.member.token });
    expect(run.statusCode).toBe(200);
    expectRefused(await call(t.app, endpoints.runPanel, { params: { id: panel.id }, token: callers.member.token }), PANEL_TEXTS.runLimit(1));
  });
});

describe("the account's hour", () => {
  it('refuses a chat answer past CHAT_ANSWERS_PER_HOUR with 429, saving nothing; another account has its own hour', async () => {
    answerSlowly(false);
    // The member's account has had 4 answers this hour (2 of the 8 fired at once, 2 while the panel waited): one more.
    expect((await askIn(callers.member, avatars[0]!, 'The fifth?')).res.statusCode).toBe(200);
    const { thread, res } = await askIn(callers.member, avatars[0]!, 'One more?');
    expectRefused(res, ANSWER_LIMIT_TEXTS.chatPerHour(5));
    expect(await callOk(t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: callers.member.token })).toEqual([]);
    expect((await askIn(callers.other, avatars[2]!, 'And me?')).res.statusCode).toBe(200);
  });

  it("counts drafts against the order's account: a second draft for it is refused, another account's order is drafted", async () => {
    const orderOf = async (who: Member) => (await placeOrder(t.app, who, orderPayload(who, await seedCampaign(t.app, who)))).json() as Order;
    const [mine, theirs] = [await orderOf(callers.member), await orderOf(callers.other)];
    const draft = (order: Order) => call(t.app, endpoints.draftBlueprint, { params: { id: order.id }, token: callers.admin.token });
    expect(eventsOf(endpoints.draftBlueprint, (await draft(mine)).payload).at(-1)?.type).toBe('done');
    expectRefused(await draft(mine), ANSWER_LIMIT_TEXTS.draftsPerHour(1));
    expect(eventsOf(endpoints.draftBlueprint, (await draft(theirs)).payload).at(-1)?.type).toBe('done');
  });
});
