import type { FidelityFigure, FidelityResult } from '@persona/shared';
import type { PersonaContext } from '../persona-model';
import { boundariesAnswerCount, boundariesFigure } from './boundaries';
import { conversationFigure } from './conversation';
import { DRIFT_TURNS, driftFigure } from './drift';
import { groundingFigure } from './grounding';
import { lexicalJudge } from './lexical-judge';
import { panelAnswerCount, panelsFigure } from './panels';
import { retestAnswerCount, retestFigure } from './retest';
import { otherPersona, roleLockAnswerCount, roleLockFigure } from './role-lock';
import { FIRST_CONVERSATION } from './battery';
import { Scorer } from './scorer';
import { SuiteRun } from './suite-run';
import type { FidelityOptions } from './suite-types';

/** How many answers a run asks the model for (progress totals). */
export function suiteAnswerCount(persona: PersonaContext, options: Pick<FidelityOptions, 'panel'>): number {
  return retestAnswerCount(persona) + roleLockAnswerCount() + DRIFT_TURNS + boundariesAnswerCount(persona) + panelAnswerCount(options.panel) + FIRST_CONVERSATION.length;
}

/**
 * Runs the seven figures on a persona with the given driver and judge. Grounding is read last, over every
 * answer the persona gave in the run. A model failure or the signal rejects the run.
 */
export async function runFidelitySuite(persona: PersonaContext, options: FidelityOptions): Promise<FidelityResult> {
  const judge = options.judge ?? lexicalJudge;
  const run = new SuiteRun(persona, options, suiteAnswerCount(persona, options));
  const scorer = new Scorer(persona, judge, options.signal, [otherPersona(options.panel).avatar.name, ...(options.panel ?? []).map((p) => p.avatar.name)]);
  const retest = await retestFigure(run, scorer);
  const roleLock = await roleLockFigure(run);
  const drift = await driftFigure(run, scorer);
  const boundaries = await boundariesFigure(run, scorer);
  const panels = await panelsFigure(run);
  const conversation = await conversationFigure(run, scorer, drift.thread);
  const grounding = await groundingFigure(run.answers, scorer, options.signal);
  options.signal?.throwIfAborted();
  const figures: FidelityFigure[] = [grounding, retest, roleLock, drift.figure, boundaries, panels, conversation];
  return { figures, passed: figures.every((f) => f.passed !== false), answers: run.answers.length, judge: judge.name };
}
