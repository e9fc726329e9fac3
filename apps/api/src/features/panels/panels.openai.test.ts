import { endpoints, type LibraryAvatar, type Panel } from '@persona/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { callOk } from '../../test/call';
import { callersOnTest } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { leaveStreamAfter } from '../../test/event-stream';
import { startFakeOpenAi, type FakeOpenAi, type ReceivedCompletion } from '../../test/fakes/fake-openai';
import { endedPanel, newPanel, runToEnd } from '../../test/panel-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Panels against an OpenAI-compatible endpoint (a fake one on loopback), with a short time limit. */
const TIMEOUT_MS = 1500;

const PEOPLE = [
  { name: 'Rita Runner', fact: 'Rita runs trail races in the Alps.', says: 'Online, because I know my size.' },
  { name: 'Ben Builder', fact: 'Ben walks ten kilometres a day on building sites.', says: 'In a store, I must try boots on.' },
  { name: 'Cara Coder', fact: 'Cara codes all day and runs on asphalt at night.', says: 'Online, with free returns.' },
];

let fake: FakeOpenAi;
let t: TestApp;
let callers: Callers;
let trio: LibraryAvatar[];
let panel: Panel;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: String(TIMEOUT_MS) } });
  callers = await callersOnTest(t.app, { member: 5 });
  trio = [];
  for (const person of PEOPLE) {
    trio.push((await orderAndDeliver(t.app, callers.admin, callers.member, { name: person.name, sections: { 'at-a-glance': person.fact } })).avatar);
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(async () => {
  fake.received.length = 0;
  fake.answerBy(null);
  panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: trio.map((a) => a.id), prompt: 'Would you buy running shoes online or in a store?' });
});

const system = (request: ReceivedCompletion) => request.body.messages?.find((m) => m.role === 'system')?.content ?? '';
const everything = (request: ReceivedCompletion) => (request.body.messages ?? []).map((m) => m.content).join('\n');
const whose = (request: ReceivedCompletion) => PEOPLE.findIndex((p) => system(request).includes(p.fact));
const isReview = (request: ReceivedCompletion) => everything(request).includes(PEOPLE.find((p, i) => i !== whose(request))!.says);

/** Round 1: each avatar says its line; round 2 (its request carries the others' lines): agrees. */
const answers = (fail?: number) => (body: ReceivedCompletion['body']) => {
  const request = { headers: {}, body } as ReceivedCompletion;
  const who = whose(request);
  if (who === fail) return { kind: 'fail' as const, status: 500 };
  if (isReview(request)) return { kind: 'stream' as const, chunks: ['I agree ', 'with them: returns make it safe.', '\nSources: at-a-glance'] };
  return { kind: 'stream' as const, chunks: [PEOPLE[who]?.says ?? 'Hm.', '\nSources: at-a-glance'] };
};

describe('a panel on an OpenAI-compatible model', () => {
  it("asks each avatar with its own Blueprint and the role lock, and round 2 with the digest of the others' answers", async () => {
    fake.answerBy(answers());
    const ended = endedPanel(await runToEnd(t.app, callers.member, panel.id));
    expect(ended.status).toBe('done');
    expect(fake.received).toHaveLength(6);
    const firstRound = fake.received.filter((r) => !isReview(r));
    const secondRound = fake.received.filter(isReview);
    expect(firstRound.map(whose).sort()).toEqual([0, 1, 2]);
    expect(secondRound.map(whose).sort()).toEqual([0, 1, 2]);
    for (const request of fake.received) {
      const who = whose(request);
      expect(system(request)).toContain(`You are ${PEOPLE[who]!.name}`);
      expect(system(request)).toMatch(/never .*AI/i);
      for (const [i, other] of PEOPLE.entries()) if (i !== who) expect(system(request)).not.toContain(other.fact);
      expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    }
    for (const request of secondRound) {
      const who = whose(request);
      for (const [i, other] of PEOPLE.entries()) {
        if (i === who) continue;
        expect(everything(request)).toContain(other.name);
        expect(everything(request)).toContain(other.says);
      }
    }
    const byRound = (round: number) => ended.answers.filter((a) => a.round === round);
    expect(byRound(1).map((a) => a.text).sort()).toEqual(PEOPLE.map((p) => p.says).sort());
    expect(byRound(2).every((a) => a.stance === 'agree' && a.citations.map((c) => c.key).join() === 'at-a-glance')).toBe(true);
    const summary = ended.summary?.kind === 'question' ? ended.summary : null;
    expect(summary?.disagreements).toEqual([
      { point: 'Rita Runner and Cara Coder chose online; Ben Builder chose in a store.', avatarIds: [trio[0]!.id, trio[2]!.id, trio[1]!.id] },
    ]);
    expect(summary?.agreements[0]).toBe('Rita Runner, Ben Builder and Cara Coder agreed with the others: “Returns make it safe.”');
    expect(summary?.tally?.map((row) => [row.choice, row.avatarIds])).toEqual([
      ['online', [trio[0]!.id, trio[2]!.id]],
      ['in a store', [trio[1]!.id]],
    ]);
  });

  it("keeps the others' answers when one avatar's request fails: that avatar is saved failed, the panel done", async () => {
    fake.answerBy(answers(1));
    const ended = endedPanel(await runToEnd(t.app, callers.member, panel.id));
    expect(ended.status).toBe('done');
    const ben = ended.answers.filter((a) => a.avatarId === trio[1]!.id);
    expect(ben).toHaveLength(1);
    expect(ben[0]).toMatchObject({ round: 1, status: 'failed', text: '', citations: [], error: { code: 'MODEL_FAILED' } });
    const others = ended.answers.filter((a) => a.avatarId !== trio[1]!.id);
    expect(others.map((a) => `${a.round}:${a.status}`).sort()).toEqual(['1:done', '1:done', '2:done', '2:done']);
    // Round 2 shows only the answers that were given.
    for (const request of fake.received.filter(isReview)) expect(everything(request)).not.toContain(PEOPLE[1]!.says);
    const saved = await callOk(t.app, endpoints.getPanel, { params: { id: panel.id }, token: callers.member.token });
    expect(saved).toEqual(ended);
  });

  it('stops when the client closes the stream: nothing unfinished is saved, the panel is stopped', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.answer({ kind: 'hang', chunks: ['Well, ', 'let me think'] });
    const abandonedBefore = fake.abandoned;
    await leaveStreamAfter(address, endpoints.runPanel, { params: { id: panel.id }, token: callers.member.token }, 'delta');
    await expect.poll(() => fake.abandoned, { timeout: 10_000 }).toBe(abandonedBefore + 3);
    const read = () => callOk(t.app, endpoints.getPanel, { params: { id: panel.id }, token: callers.member.token });
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('stopped');
    const stopped = await read();
    expect(stopped.answers).toEqual([]);
    expect(stopped.summary).toBeNull();
  });
});
