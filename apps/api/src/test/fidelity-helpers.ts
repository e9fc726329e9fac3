import { endpoints, type DeliverBody, type EndpointEvent, type FidelityReport } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from './auth-helpers';
import { call } from './call';
import { eventsOf } from './event-stream';

export type FidelityRunEvent = EndpointEvent<typeof endpoints.runAvatarFidelity>;

/** Runs an avatar's fidelity suite to its end (inject waits for the whole stream) and gives back its events. */
export async function runAvatarToEnd(app: FastifyInstance, who: Member, avatarId: string): Promise<FidelityRunEvent[]> {
  const res = await call(app, endpoints.runAvatarFidelity, { params: { id: avatarId }, token: who.token });
  if (res.statusCode !== 200) throw new Error(`the run answered ${res.statusCode}: ${res.body}`);
  return eventsOf(endpoints.runAvatarFidelity, res.payload);
}

/** Runs the suite on an order's draft (the delivery form's body) to its end. */
export async function runOrderToEnd(app: FastifyInstance, admin: Member, orderId: string, body: DeliverBody): Promise<FidelityRunEvent[]> {
  const res = await call(app, endpoints.runOrderFidelity, { params: { id: orderId }, body, token: admin.token });
  if (res.statusCode !== 200) throw new Error(`the order run answered ${res.statusCode}: ${res.body}`);
  return eventsOf(endpoints.runOrderFidelity, res.payload);
}

/** The `done` event's report. */
export function endedReport(events: FidelityRunEvent[]): FidelityReport {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`the run ended with ${JSON.stringify(last)}`);
  return last.report;
}
