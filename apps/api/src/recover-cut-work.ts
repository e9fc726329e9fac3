import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './lib/db/database';
import { markCutQuestions } from './features/chat';
import { markCutRuns } from './features/panels';

/**
 * At the start of the only process (INSTANCES=1), whatever was still being answered died with the previous
 * process: its panels' runs are interrupted and its questions unanswered at once, rather than when their
 * heartbeat is found silent. With several processes, a live one may hold them: the heartbeat decides.
 */
export async function recoverCutWork(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [questions, runs] = await Promise.all([markCutQuestions(db), markCutRuns(db)]);
  if (questions + runs > 0) log.info({ questions, runs }, 'answers cut off by the last stop are marked: questions unanswered, panel runs interrupted');
}
