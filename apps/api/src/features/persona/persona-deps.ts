import type { FastifyInstance } from 'fastify';
import { resolveAuthSecret } from '../../lib/app-secret';
import { avatarLinks } from '../avatars';
import { personaModelFor } from './configured-model';

/**
 * What answering as an avatar needs, taken from the app (chat and panels alike): the database, the model the
 * configuration asks for with its time limit, the log, the avatars' signed addresses (documents, portraits), the
 * answers' budget and the bounds of what a model call is sent.
 */
export function personaDeps(app: FastifyInstance) {
  const links = avatarLinks(resolveAuthSecret(app.config));
  return {
    db: app.database.db,
    model: personaModelFor(app.config, { metrics: app.metrics.models }),
    timeoutMs: app.config.LLM_TIMEOUT_MS,
    log: app.log,
    links,
    budget: app.answerBudget,
    inputLimits: { historyChars: app.config.LLM_HISTORY_MAX_CHARS, attachmentChars: app.config.LLM_ATTACHMENT_MAX_CHARS },
  };
}
