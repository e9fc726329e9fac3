import { chatStreamEventSchema, endpoints, type ChatStreamEvent, type ChatThread } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from './auth-helpers';
import { callOk } from './call';

/** Puts the member's account on the membership that may chat (the admin's endpoint). */
export async function allowChat(app: FastifyInstance, admin: Member, member: Member) {
  await callOk(app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership: 'test' }, token: admin.token });
}

export const newThread = (app: FastifyInstance, member: Member, avatarId: string): Promise<ChatThread> =>
  callOk(app, endpoints.newThread, { body: { accountId: member.account.id, avatarId }, token: member.token });

/** The events of a Server-Sent Events body, each checked against the stream's event schema. */
export function parseEvents(payload: string): ChatStreamEvent[] {
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
      const event = chatStreamEventSchema.parse(JSON.parse(data));
      if (event.type !== type) throw new Error(`event "${type}" carries data of type "${event.type}"`);
      return event;
    });
}
