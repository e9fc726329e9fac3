import { ANSWER_LIMIT_TEXTS, FIDELITY_MESSAGES, PANEL_TEXTS } from '@persona/shared';
import type { Config } from '../../config';
import { createLeases, type LimitStore } from '../../lib/limits';
import { RateLimitedError } from '../../lib/rate-limiter';

/** What a model is asked for: a chat answer, a panel run (every avatar, once or twice), an order's draft, a fidelity run (the suite's battery). */
export type AnswerKind = 'chat' | 'panel' | 'draft' | 'fidelity';

/** An answer counted in: `end` when it is over (however it ended); `cancel` when it never started, which also gives back the hour's point. */
export interface AnswerTicket {
  end(): Promise<void>;
  cancel(): Promise<void>;
}

export interface AnswerBudget {
  /**
   * Counts an answer before it starts: one of the person's answers in progress (ANSWERS_IN_PROGRESS_MAX) and
   * one of the account's hour for its kind. Past either: RateLimitedError (429 with Retry-After) and nothing
   * counted.
   */
  begin(kind: AnswerKind, who: { userId: string; accountId: string }): Promise<AnswerTicket>;
}

type BudgetConfig = Pick<Config, 'ANSWERS_IN_PROGRESS_MAX' | 'CHAT_ANSWERS_PER_HOUR' | 'PANEL_RUNS_PER_HOUR' | 'DRAFTS_PER_HOUR' | 'FIDELITY_RUNS_PER_HOUR' | 'LLM_TIMEOUT_MS'>;

const HOUR_MS = 3_600_000;
/** A crashed answer's slot comes back this long after its last renewal beyond the model's own time limit. */
const LEASE_MARGIN_MS = 30_000;
/** Retry-After past the cap: answers mostly end within seconds, and a lease's end is only the crash bound. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The answers' budget, in the shared limit store (so it holds across processes), whatever the model driver:
 * the offline persona costs CPU as an endpoint costs money. One per app: chat, panels and drafting share it.
 */
export function createAnswerBudget(store: LimitStore, config: BudgetConfig): AnswerBudget {
  const inProgress = createLeases(store, { name: 'answers-in-progress', slots: config.ANSWERS_IN_PROGRESS_MAX, leaseMs: config.LLM_TIMEOUT_MS + LEASE_MARGIN_MS });
  const hourly = {
    chat: { limiter: store.limiter({ name: 'chat-answers', points: config.CHAT_ANSWERS_PER_HOUR, windowMs: HOUR_MS }), text: ANSWER_LIMIT_TEXTS.chatPerHour },
    panel: { limiter: store.limiter({ name: 'panel-runs', points: config.PANEL_RUNS_PER_HOUR, windowMs: HOUR_MS }), text: PANEL_TEXTS.runLimit },
    draft: { limiter: store.limiter({ name: 'drafts', points: config.DRAFTS_PER_HOUR, windowMs: HOUR_MS }), text: ANSWER_LIMIT_TEXTS.draftsPerHour },
    fidelity: { limiter: store.limiter({ name: 'fidelity-runs', points: config.FIDELITY_RUNS_PER_HOUR, windowMs: HOUR_MS }), text: () => FIDELITY_MESSAGES.limited },
  } as const;

  return {
    async begin(kind, { userId, accountId }) {
      const held = await inProgress.acquire(userId);
      if (!held.lease) throw new RateLimitedError({ retryAfterSeconds: Math.min(held.verdict.retryAfterSeconds, BUSY_RETRY_SECONDS) }, ANSWER_LIMIT_TEXTS.inProgress(inProgress.slots));
      const { lease } = held;
      const { limiter, text } = hourly[kind];
      const verdict = await limiter.take(accountId);
      if (!verdict.allowed) {
        await lease.release();
        throw new RateLimitedError(verdict, text(limiter.points));
      }
      return {
        end: () => lease.release(),
        cancel: async () => {
          await Promise.all([lease.release(), limiter.giveBack(accountId)]);
        },
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat answers, panel runs and drafts counted per person and per account (features/persona/answer-budget.ts). */
    answerBudget: AnswerBudget;
  }
}
