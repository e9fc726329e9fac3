import { endpoints, type CreatePanelBody, type EndpointEvent, type Panel } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from './auth-helpers';
import { call, callOk } from './call';
import { eventsOf } from './event-stream';

type PanelRunEvent = EndpointEvent<typeof endpoints.runPanel>;

export const newPanel = (app: FastifyInstance, member: Member, body: Omit<CreatePanelBody, 'accountId'>): Promise<Panel> =>
  callOk(app, endpoints.createPanel, { body: { accountId: member.account.id, ...body }, token: member.token });

/** Runs the panel to its end (inject waits for the whole stream) and gives back its events. */
export async function runToEnd(app: FastifyInstance, member: Member, panelId: string): Promise<PanelRunEvent[]> {
  const res = await call(app, endpoints.runPanel, { params: { id: panelId }, token: member.token });
  if (res.statusCode !== 200) throw new Error(`the run answered ${res.statusCode}: ${res.body}`);
  return eventsOf(endpoints.runPanel, res.payload);
}

/** The `done` event's panel. */
export function endedPanel(events: PanelRunEvent[]): Panel {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`the run ended with ${JSON.stringify(last)}`);
  return last.panel;
}
