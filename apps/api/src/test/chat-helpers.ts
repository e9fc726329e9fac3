import { endpoints, type ChatThread, type EndpointDefinition } from '@persona/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it, vi } from 'vitest';
import { activate, createCallers, registerMember, uniqueEmail, type Member } from './auth-helpers';
import { callOk, type TestCallInput } from './call';
import { giveCredits, orderAndDeliver } from './delivery-helpers';
import { appWithFakeModel } from './fake-model-app';

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

/** Watches how the next answer's budget ticket is given back: `cancel` (not counted) or `end` (counted). */
export function watchTicket(app: FastifyInstance) {
  const budget = app.answerBudget;
  const begin = budget.begin.bind(budget);
  const ended = { cancel: vi.fn(), end: vi.fn() };
  vi.spyOn(budget, 'begin').mockImplementationOnce(async (...args) => {
    const ticket = await begin(...args);
    return {
      cancel: () => (ended.cancel(), ticket.cancel()),
      end: () => (ended.end(), ticket.end()),
    };
  });
  return ended;
}

/** An app whose model is the fake (`env` added), the usual callers on 'test', and an avatar the member's account got. */
export async function chatWithFakeModel(env: Record<string, string>) {
  const suite = await appWithFakeModel(env);
  const callers = await callersOnTest(suite.t.app, { member: 5 });
  const { avatar } = await orderAndDeliver(suite.t.app, callers.admin, callers.member);
  return { ...suite, callers, avatar };
}
