import type { FidelityStreamEvent } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import { startHeartbeat } from '../../lib/heartbeat';
import { runFidelitySuite, type PersonaModel, type SentenceJudge } from '../persona';
import { toFidelityReport } from './fidelity.mappers';
import type { FidelitySubject } from './fidelity.service';
import { fidelityReports, type FidelityReportRow } from './fidelity.tables';

/** What a run needs: the database, the persona driver measured, the judge of sentences, the log. */
export interface FidelityRunDeps {
  db: Database;
  model: PersonaModel;
  judge: SentenceJudge;
  log: FastifyBaseLogger;
}

type Send = (event: FidelityStreamEvent) => void;

/** Ends a running report (only while it is running: a report marked interrupted meanwhile keeps that). */
async function endReport(db: Database, id: string, values: Pick<typeof fidelityReports.$inferInsert, 'status' | 'result'>): Promise<FidelityReportRow | null> {
  const [row] = await db
    .update(fidelityReports)
    .set({ ...values, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(fidelityReports.id, id), eq(fidelityReports.status, 'running')))
    .returning();
  return row ?? null;
}

/**
 * One run of the suite on a claimed report ('running'), its events passed to `send`: `started`, `progress` as
 * answers come, then the report `done` with its figures. The report beats every few seconds meanwhile. The
 * client leaving (`stopped`) ends it 'interrupted'; a failure (the model's) ends it 'failed' and is thrown, for
 * the stream's error event.
 */
export async function runFidelity(deps: FidelityRunDeps, report: FidelityReportRow, subject: FidelitySubject, stopped: AbortSignal, send: Send): Promise<void> {
  const { db } = deps;
  const stopBeating = startHeartbeat(
    () => db.update(fidelityReports).set({ heartbeatAt: sql`now()` }).where(and(eq(fidelityReports.id, report.id), eq(fidelityReports.status, 'running'))),
    (err) => deps.log.warn({ err }, 'a fidelity run could not mark itself alive'),
  );
  try {
    send({ type: 'started', report: toFidelityReport(report) });
    const result = await runFidelitySuite(subject.persona, {
      model: deps.model,
      panel: subject.panel,
      judge: deps.judge,
      signal: stopped,
      onProgress: (progress) => send({ type: 'progress', ...progress }),
    });
    if (stopped.aborted) {
      await endReport(db, report.id, { status: 'interrupted', result: null });
      return;
    }
    const ended = await endReport(db, report.id, { status: 'done', result });
    send({ type: 'done', report: toFidelityReport(ended ?? { ...report, status: 'interrupted' }) });
  } catch (error) {
    await endReport(db, report.id, { status: stopped.aborted ? 'interrupted' : 'failed', result: null }).catch((err: unknown) =>
      deps.log.error({ err }, 'a broken fidelity run could not be marked ended'),
    );
    if (!stopped.aborted) throw error;
  } finally {
    stopBeating();
  }
}
