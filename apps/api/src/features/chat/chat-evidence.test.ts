import { endpoints, type ChatCitation, type LibraryAvatar } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { createCallers } from '../../test/auth-helpers';
import { callOk } from '../../test/call';
import { allowChat, newThread } from '../../test/chat-helpers';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { deliverWithEvidence, INJECTION_QUOTE, PASSAGES, RITA_EVIDENCE } from '../../test/evidence-blueprints';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUESS_LINE } from '../persona';
import { chatMessages } from './chat.tables';

/** Chat with a version-2 Blueprint: answers cite the quotes behind the claims they used, and say when they guess. */
let t: TestApp;
let callers: Callers;
let rita: LibraryAvatar;
let plain: LibraryAvatar;

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
  await allowChat(t.app, callers.admin, callers.member);
  await giveCredits(t.app, callers.admin, callers.member, 3);
  rita = await deliverWithEvidence(t, callers.admin, callers.member);
  ({ avatar: plain } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: { pains: 'Her running shoes wear out after three months.' } }));
});
afterAll(() => t.close());

const token = () => callers.member.token;
const ask = async (avatar: LibraryAvatar, message: string) => {
  const thread = await newThread(t.app, callers.member, avatar.id);
  const [reply] = await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message }, token: token() });
  return { thread, reply: reply! };
};
const listed = (threadId: string) => callOk(t.app, endpoints.listThreadMessages, { params: { threadId }, token: token() });
const withoutUrl = ({ url, ...rest }: ChatCitation) => ({ ...rest, page: url.split('#')[1] });

describe('chat with a version-2 Blueprint', () => {
  it('cites the section and the quotes behind the claim the answer used, with source and place; the same when read back', async () => {
    const { thread, reply } = await ask(rita, 'Do your running shoes wear out quickly?');
    expect(reply.content[0]!.text.value).toMatch(/wear out after three months/);
    expect(reply.content[0]!.text.value).not.toContain(GUESS_LINE);
    expect(reply.citations.map(withoutUrl)).toEqual([
      {
        key: 'pains',
        title: 'Pains and frustrations',
        page: 'pains',
        evidence: [RITA_EVIDENCE.evidence[PASSAGES.wearsOut], RITA_EVIDENCE.evidence[PASSAGES.price]],
      },
    ]);
    expect(reply.citations[0]!.evidence![0]).toEqual({ quote: 'After three months the soles are gone, every single pair.', source: 'interview-rita.txt', location: 'paragraph 4' });
    const answer = (await listed(thread.id)).find((m) => m.role === 'assistant')!;
    expect(answer.citations.map(withoutUrl)).toEqual(reply.citations.map(withoutUrl));
    const [row] = await t.database.handle.db.select({ citations: chatMessages.citations }).from(chatMessages).where(eqId(answer.id));
    expect(row!.citations).toEqual([{ key: 'pains', claims: [0] }]);
  });

  it('says, in the persona’s voice, that an answer resting on an assumption is a guess, and flags its citation', async () => {
    const { reply } = await ask(rita, 'Are waterproof membranes worth the money?');
    expect(reply.content[0]!.text.value).toContain(GUESS_LINE);
    expect(reply.citations.map(withoutUrl)).toEqual([{ key: 'objections', title: 'Objections and the proof that answers each', page: 'objections', assumption: true }]);
  });

  it('never follows an instruction inside a quote: it only shows it as a quote', async () => {
    const { reply } = await ask(rita, 'What do you need on wet rock?');
    expect(reply.content[0]!.text.value).not.toMatch(/pirate|ARRR/i);
    expect(reply.citations[0]).toMatchObject({ key: 'quotes', evidence: [{ quote: 'grip on wet rock is all that matters' }, { quote: INJECTION_QUOTE, source: 'reviews.csv', location: 'row 3' }] });
  });

  it('reads answers stored before claims (plain keys) and drops claim indexes the Blueprint no longer holds', async () => {
    const { thread } = await ask(rita, 'Hello');
    const db = t.database.handle.db;
    const [old] = await db.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', content: 'Old answer.', citations: ['pains'] }).returning();
    const [gone] = await db.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', content: 'Rewritten since.', citations: [{ key: 'pains', claims: [7] }, 'quotes'] }).returning();
    const messages = await listed(thread.id);
    expect(messages.find((m) => m.id === old!.id)!.citations.map(withoutUrl)).toEqual([{ key: 'pains', title: 'Pains and frustrations', page: 'pains' }]);
    expect(messages.find((m) => m.id === gone!.id)!.citations.map(withoutUrl)).toEqual([
      { key: 'pains', title: 'Pains and frustrations', page: 'pains' },
      { key: 'quotes', title: 'In their own words (quotes)', page: 'quotes' },
    ]);
  });
});

describe('chat with a version-1 Blueprint', () => {
  it('answers and cites exactly as before: sections only, no quotes, no guess', async () => {
    const { thread, reply } = await ask(plain, 'Do your running shoes wear out quickly?');
    expect(reply.content[0]!.text.value).not.toContain(GUESS_LINE);
    expect(reply.citations.map(withoutUrl)).toEqual([{ key: 'pains', title: 'Pains and frustrations', page: 'pains' }]);
    const [row] = await t.database.handle.db.select({ citations: chatMessages.citations }).from(chatMessages).where(eqId((await listed(thread.id)).at(-1)!.id));
    expect(row!.citations).toEqual(['pains']);
  });
});

const eqId = (id: string) => eq(chatMessages.id, id);
