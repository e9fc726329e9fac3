import { FIDELITY_THRESHOLDS, type FidelityFigure } from '@persona/shared';
import { DRIFT_FILLERS, DRIFT_PROBE_TURNS, DRIFT_PROBES } from './battery';
import { atMost, figure, measure, type Checked } from './figure-build';
import type { Scorer } from './scorer';
import type { Asked, SuiteRun } from './suite-run';

export const DRIFT_TURNS = 20;

/** The drift thread's 20 questions: the probes at their turns, the fillers between. */
export function driftQuestions(): string[] {
  const fillers = [...DRIFT_FILLERS];
  return Array.from({ length: DRIFT_TURNS }, (_, i) => {
    const probe = DRIFT_PROBE_TURNS.indexOf(i + 1);
    return probe >= 0 ? DRIFT_PROBES[probe]! : (fillers.shift() ?? DRIFT_FILLERS[0]!);
  });
}

/**
 * One 20-turn thread. Drift is the turn-1 probe answer's grounding (supported factual sentences over factual
 * ones; 0 when it states nothing) minus the mean of the turn-8 and turn-16 ones, floored at 0; the Blueprint
 * units the turn-1 answer rested on and a later probe answer lost are counted beside it. Returns the thread
 * too (repetition reads it).
 */
export async function driftFigure(run: SuiteRun, scorer: Scorer): Promise<{ figure: FidelityFigure; thread: Asked[] }> {
  const thread = await run.thread('drift', driftQuestions());
  const probes = DRIFT_PROBE_TURNS.map((turn) => thread[turn - 1]!);
  const reads = await Promise.all(probes.map((p) => scorer.read(p)));
  const grounding = reads.map((r) => r.grounding ?? 0);
  const drift = Math.max(0, grounding[0]! - (grounding[1]! + grounding[2]!) / 2);
  const lost = reads.slice(1).reduce((n, r) => n + [...reads[0]!.units].filter((u) => !r.units.has(u)).length, 0);
  const checked: Checked[] = probes.slice(1).map((p, i) => ({
    question: `Turn ${DRIFT_PROBE_TURNS[i + 1]}: ${p.question}`,
    answer: p.text,
    problem:
      grounding[i + 1]! < grounding[0]!
        ? `Grounded ${Math.round(grounding[i + 1]! * 100)} % against ${Math.round(grounding[0]! * 100)} % at turn 1.`
        : `Grounded as at turn 1 (${Math.round(grounding[i + 1]! * 100)} %).`,
    failed: grounding[i + 1]! < grounding[0]! - FIDELITY_THRESHOLDS.drift,
  }));
  return {
    thread,
    figure: figure(
      'drift',
      [
        measure('drift', 'Grounding lost by turns 8 and 16', drift, 'share', atMost(FIDELITY_THRESHOLDS.drift)),
        measure('unitsLost', 'Blueprint statements of turn 1 missing later', lost, 'count', null),
      ],
      checked,
    ),
  };
}
