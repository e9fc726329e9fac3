import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './lib/db/database';
import { markCutQuestions } from './features/chat';
import { markCutFidelityRuns } from './features/fidelity';
import { markCutRuns } from './features/panels';

/**
 * At the start of the only process (INSTANCES=1), whatever was still being answered died with the previous
 * process: its panels' and fidelity reports' runs are interrupted and its questions unanswered at once, rather than when their
 * heartbeat is found silent. With several processes, a live one may hold them: the heartbeat decides.
 */
export async function recoverCutWork(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [questions, runs, fidelityRuns] = await Promise.all([markCutQuestions(db), markCutRuns(db), markCutFidelityRuns(db)]);
  if (questions + runs + fidelityRuns > 0) log.info({ questions, runs, fidelityRuns }, 'answers cut off by the last stop are marked: questions unanswered, panel and fidelity runs interrupted');
}
