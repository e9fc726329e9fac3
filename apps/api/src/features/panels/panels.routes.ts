import { endpoints, PANEL_TEXTS } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { openEventStream, whenClientLeaves } from '../../lib/http/event-stream';
import { route, type Owned } from '../../lib/http/route';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { personaDeps } from '../persona';
import { runPanel } from './panel-run';
import { toPanelListItem } from './panels.mappers';
import { findPanel, listAccountPanels, type PanelRow } from './panels.queries';
import { claimRun, createPanel, deletePanel, isRunning, readPanel, type PanelDeps } from './panels.service';

/**
 * Panels (active accounts on a membership CHAT_MEMBERSHIPS lists, 'test' by default, checked by the guard; site admins exempt), as chat: a
 * panel belongs to its account; its members read and write it, site admins may read it but never write or
 * run it in another account's name. A run is counted in the answers' budget: the person's answers in progress
 * and the account's PANEL_RUNS_PER_HOUR.
 */
export const panelsRoutes: FastifyPluginAsync = async (app) => {
  const deps: PanelDeps = personaDeps(app);
  const db = deps.db;
  retryAfterHeader(app);

  const panel = (mode: 'read' | 'write') => ({
    record: async ({ params }: { params: { id: string } }): Promise<Owned<PanelRow> | null> => {
      const row = await findPanel(db, params.id);
      return row && { record: row, accountId: row.accountId };
    },
    mode,
    notFound: PANEL_TEXTS.panelNotFound,
  });

  route(app, endpoints.listPanels, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => (await listAccountPanels(db, params.accountId)).map(toPanelListItem),
  });

  route(app, endpoints.createPanel, {
    // The account named must be the caller's; the service then refuses an avatar of any other account (404).
    owner: { account: ({ body }) => body.accountId, mode: 'write' },
    keepsIdentity: 'saves a panel: nothing a caller identity holds',
    handler: async ({ caller, body }) => readPanel(deps, await createPanel(db, body.accountId, caller.user.id, body)),
  });

  route(app, endpoints.getPanel, {
    owner: panel('read'),
    handler: async ({ record }) => readPanel(deps, record),
  });

  route(app, endpoints.deletePanel, {
    owner: panel('write'),
    keepsIdentity: 'removes a panel: nothing a caller identity holds',
    handler: async ({ record }) => {
      await deletePanel(db, record.id);
    },
  });

  route(app, endpoints.runPanel, {
    owner: panel('write'),
    keepsIdentity: 'runs a panel: nothing a caller identity holds',
    handler: async ({ caller, record, request, reply }) => {
      // Refused before the stream opens, as JSON errors: a live run (409), the answers' budget (429).
      if (isRunning(record)) throw new AppError('CONFLICT', PANEL_TEXTS.alreadyRunning);
      const ticket = await app.answerBudget.begin('panel', { userId: caller.user.id, accountId: record.accountId });
      const claimed = await claimRun(db, record.id).catch(async (error: unknown) => {
        await ticket.cancel();
        throw error;
      });
      if (!claimed) {
        await ticket.cancel();
        throw new AppError('CONFLICT', PANEL_TEXTS.alreadyRunning);
      }
      const stream = openEventStream(endpoints.runPanel, request, reply);
      try {
        await runPanel(deps, claimed, whenClientLeaves(reply), stream.send);
      } catch (error) {
        stream.fail(error, 'a panel run');
      } finally {
        stream.end();
        await ticket.end();
      }
      return reply;
    },
  });
};
