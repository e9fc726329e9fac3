import type { FidelityReport, FidelityStatus } from '@persona/shared';
import { isAlive } from '../../lib/heartbeat';
import type { FidelityReportRow } from './fidelity.tables';

/** A 'running' report whose heartbeat went silent was cut off (its process died): it reads 'interrupted'. */
export const shownStatus = (row: Pick<FidelityReportRow, 'status' | 'heartbeatAt'>, now = Date.now()): FidelityStatus =>
  row.status === 'running' && !isAlive(row.heartbeatAt, now) ? 'interrupted' : row.status;

export const toFidelityReport = (row: FidelityReportRow): FidelityReport => ({
  id: row.id,
  avatarId: row.avatarId,
  orderId: row.orderId,
  status: shownStatus(row),
  driver: row.driver,
  model: row.model,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  result: row.result ?? null,
});
