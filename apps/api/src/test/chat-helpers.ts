import { chatStreamEventSchema, endpoints, type ChatStreamEvent, type ChatThread, type EndpointDefinition } from '@persona/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { activate, createCallers, registerMember, uniqueEmail, type Member } from './auth-helpers';
import { callOk, type TestCallInput } from './call';
import { giveCredits } from './delivery-helpers';

/** Puts the member's account on the membership that may chat (the admin's endpoint). */
export async function allowChat(app: FastifyInstance, admin: Member, member: Member) {
  await callOk(app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership: 'test' }, token: admin.token });
}

/**
 * The usual callers (admin, member, other) with the member's and the other's accounts on the 'test'
 * membership (chat, panels) and credits to order avatars with.
 */
export async function callersOnTest(app: FastifyInstance, credits: { member: number; other?: number }) {
  const callers = await createCallers(app);
  await allowChat(app, callers.admin, callers.member);
  await allowChat(app, callers.admin, callers.other);
  await giveCredits(app, callers.admin, callers.member, credits.member);
  if (credits.other) await giveCredits(app, callers.admin, callers.other, credits.other);
  return callers;
}

/** An active member whose account is not on the 'test' membership. */
export async function plainMember(app: FastifyInstance): Promise<Member> {
  const plain = await registerMember(app, uniqueEmail('plain'), 'Plain Co');
  await activate(app, plain.account.id);
  return plain;
}

export const newThread = (app: FastifyInstance, member: Member, avatarId: string): Promise<ChatThread> =>
  callOk(app, endpoints.newThread, { body: { accountId: member.account.id, avatarId }, token: member.token });

/** The events of a Server-Sent Events body, each checked against the stream's event schema (and its name against its type). */
export function parseStream<E extends { type: string }>(schema: z.ZodType<E>, payload: string): E[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const type = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      const event = schema.parse(JSON.parse(data));
      if (event.type !== type) throw new Error(`event "${type}" carries data of type "${event.type}"`);
      return event;
    });
}

/** The events of a chat answer's stream. */
export const parseEvents = (payload: string): ChatStreamEvent[] => parseStream(chatStreamEventSchema, payload);

/**
 * POSTs to a streamed route of a listening app as a browser would, reads until an event of `type` has arrived,
 * then closes the connection as a closed tab does.
 */
export async function leaveStreamAfter(url: string, token: string, type: string, body?: unknown): Promise<void> {
  const stop = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(url, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body), signal: stop.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.getReader();
  let received = '';
  while (!received.includes(`event: ${type}`)) received += new TextDecoder().decode((await reader.read()).value);
  stop.abort();
}

/** The callers of the 'test'-membership routes (chat, panels): `plain` is an active account without it. */
export type TestMembershipCaller = 'anonymous' | 'admin' | 'member' | 'other' | 'plain';
export type MembershipAccessCase = [name: string, endpoint: EndpointDefinition, input: () => TestCallInput, statuses: Partial<Record<TestMembershipCaller, number>>];

/**
 * One test per route and caller: the status each caller gets, and for `plain` the MEMBERSHIP_REQUIRED refusal
 * that names the membership. `also` checks more of an answer where a route needs it.
 */
export function itChecksMembershipAccess(
  send: (who: TestMembershipCaller, endpoint: EndpointDefinition, input: TestCallInput) => Promise<LightMyRequestResponse>,
  cases: MembershipAccessCase[],
  also?: (endpoint: EndpointDefinition, status: number, res: LightMyRequestResponse) => void,
): void {
  for (const [name, endpoint, input, statuses] of cases) {
    for (const [who, status] of Object.entries(statuses) as [TestMembershipCaller, number][]) {
      it(`${name} as ${who} → ${status}`, async () => {
        const res = await send(who, endpoint, input());
        expect(res.statusCode, res.body).toBe(status);
        if (who === 'plain') {
          expect(res.json().error.code).toBe('MEMBERSHIP_REQUIRED');
          expect(res.json().error.message).toContain('"test" membership');
        }
        also?.(endpoint, status, res);
      });
    }
  }
}
