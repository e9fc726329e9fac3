import { endpoints, FIDELITY_MESSAGES } from '@persona/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';
import { openEventStream, whenClientLeaves } from '../../lib/http/event-stream';
import { route, type Owned } from '../../lib/http/route';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { supportJudge } from '../evidence';
import { findPersonaSource, judgeFor, personaModelFor, type AnswerTicket, type PersonaSource } from '../persona';
import { runFidelity, type FidelityRunDeps } from './fidelity-run';
import { toFidelityReport } from './fidelity.mappers';
import { findOrder, latestReport, type OrderRow } from './fidelity.queries';
import { avatarSubject, claimRun, driverOf, isRunning, orderSubject, type FidelitySubject } from './fidelity.service';

const AVATAR_NOT_FOUND = 'This avatar does not exist.';
const ORDER_NOT_FOUND = 'This order does not exist.';
const OPEN_ORDER_NOT_FOUND = 'This open order does not exist.';

/**
 * Fidelity reports. An avatar's: its account's members and site admins read and run it ('manage'), counted
 * against the avatar's account. An order draft's: site admins, counted against the ordering account. A run is
 * refused before its stream opens when one of the same avatar or order is under way (409) or the answers'
 * budget refuses it (429: the person's answers in progress, the account's FIDELITY_RUNS_PER_HOUR).
 */
export const fidelityRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const { driver, model } = driverOf(app.config);
  // Offline, nobody watches the words arrive: no pause between them.
  const metrics = app.metrics.models;
  const deps: FidelityRunDeps = { db, model: personaModelFor(app.config, { chunkDelayMs: 0, metrics }), judge: judgeFor(app.config, metrics), log: app.log };
  const claimsJudge = supportJudge(app.config, metrics);
  retryAfterHeader(app);

  const avatar = (mode: 'read' | 'manage') => ({
    record: async ({ params }: { params: { id: string } }): Promise<Owned<PersonaSource> | null> => {
      const source = await findPersonaSource(db, params.id);
      return source && { record: source, accountId: source.avatar.accountId };
    },
    mode,
    notFound: AVATAR_NOT_FOUND,
  });

  /**
   * Counts the run, then reads its subject (an order draft's may ask the claims judge, so never before the run
   * is counted), claims its report and streams it; a refusal after counting gives the count back.
   */
  async function run(
    reply: FastifyReply,
    ticket: AnswerTicket,
    read: () => Promise<FidelitySubject>,
    claim: (subject: FidelitySubject) => ReturnType<typeof claimRun>,
    endpoint: typeof endpoints.runAvatarFidelity | typeof endpoints.runOrderFidelity,
  ) {
    const started = await read()
      .then(async (subject) => ({ subject, report: await claim(subject) }))
      .catch(async (error: unknown) => {
        await ticket.cancel();
        throw error;
      });
    if (!started.report) {
      await ticket.cancel();
      throw new AppError('CONFLICT', FIDELITY_MESSAGES.running);
    }
    const stream = openEventStream(endpoint, reply.request, reply);
    try {
      await runFidelity(deps, started.report, started.subject, whenClientLeaves(reply), stream.send);
    } catch (error) {
      stream.fail(error, 'a fidelity run');
    } finally {
      stream.end();
      await ticket.end();
    }
    return reply;
  }

  route(app, endpoints.getAvatarFidelity, {
    owner: avatar('read'),
    handler: async ({ record }) => {
      const latest = await latestReport(db, { avatarId: record.avatar.id });
      return { report: latest && toFidelityReport(latest) };
    },
  });

  route(app, endpoints.runAvatarFidelity, {
    owner: avatar('manage'),
    keepsIdentity: 'measures an avatar: nothing a caller identity holds',
    handler: async ({ caller, record, reply }) => {
      const avatarId = record.avatar.id;
      const accountId = record.avatar.accountId;
      if (await isRunning(db, { avatarId })) throw new AppError('CONFLICT', FIDELITY_MESSAGES.running);
      const ticket = await app.answerBudget.begin('fidelity', { userId: caller.user.id, accountId });
      const claim = (subject: FidelitySubject) => claimRun(db, { accountId, avatarId, orderId: null, requestedBy: caller.user.id, driver, model, persona: subject.persona });
      return run(reply, ticket, () => avatarSubject(db, record), claim, endpoints.runAvatarFidelity);
    },
  });

  const order = async (id: string, open: boolean): Promise<OrderRow> => {
    const row = await findOrder(db, id);
    if (!row || (open && row.docId)) throw new AppError('NOT_FOUND', open ? OPEN_ORDER_NOT_FOUND : ORDER_NOT_FOUND);
    return row;
  };

  route(app, endpoints.getOrderFidelity, {
    handler: async ({ params }) => {
      const latest = await latestReport(db, { orderId: (await order(params.id, false)).id });
      return { report: latest && toFidelityReport(latest) };
    },
  });

  route(app, endpoints.runOrderFidelity, {
    handler: async ({ caller, params, body, reply }) => {
      const row = await order(params.id, true);
      if (await isRunning(db, { orderId: row.id })) throw new AppError('CONFLICT', FIDELITY_MESSAGES.running);
      const ticket = await app.answerBudget.begin('fidelity', { userId: caller.user.id, accountId: row.accountId });
      const claim = (subject: FidelitySubject) => claimRun(db, { accountId: row.accountId, avatarId: null, orderId: row.id, requestedBy: caller.user.id, driver, model, persona: subject.persona });
      return run(reply, ticket, () => orderSubject({ db, judge: claimsJudge }, row, body), claim, endpoints.runOrderFidelity);
    },
  });
};
