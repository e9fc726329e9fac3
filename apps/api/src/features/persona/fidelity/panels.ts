import { FIDELITY_MESSAGES, FIDELITY_THRESHOLDS, type FidelityFigure } from '@persona/shared';
import { parseStance } from '../panel-formats';
import type { PersonaContext } from '../persona-model';
import { PANEL_QUESTION } from './battery';
import { atLeast, atMost, figure, measure, type Checked } from './figure-build';
import type { SuiteRun } from './suite-run';
import { vendiScore } from './vendi';

/** Blueprints this much apart (effective count above one) hold differences a tally must not flatten. */
const BLUEPRINTS_DIFFER = 0.1;

const blueprintText = (p: PersonaContext) => p.sections.map((s) => s.markdown).join('\n');

export const panelAnswerCount = (panel: readonly PersonaContext[] | undefined): number => ((panel?.length ?? 0) > 0 ? 2 * (1 + panel!.length) : 0);

/**
 * The persona and its panel: round 1 (the panel question), round 2 (each reviews the others' answers, its
 * stance read). Diversity is measured as effective counts above one (Vendi − 1: 0 when all say the same, n − 1
 * when no two share a word), so the floor is FIDELITY_THRESHOLDS.panelDiversityShare of the Blueprints' own
 * excess diversity: answers' Vendi ≥ 1 + share × (Blueprints' Vendi − 1). Flattening: Blueprints that differ,
 * and every round-2 stance "agree".
 */
export async function panelsFigure(run: SuiteRun): Promise<FidelityFigure> {
  const panel = run.options.panel ?? [];
  if (panel.length === 0) return figure('panels', [measure('answerDiversity', 'Diversity of the answers', null, 'score', null)], [], FIDELITY_MESSAGES.noPanel);
  const members = [run.persona, ...panel];
  const round1 = await run.each(members, (persona) => run.ask('panels', PANEL_QUESTION, [], { persona, task: { kind: 'panel-answer' } }));
  const round2 = await run.each(members, (persona) => {
    const others = members.flatMap((m, i) => (m === persona ? [] : [{ name: m.avatar.name, text: round1[i]!.text }]));
    return run.ask('panels', PANEL_QUESTION, [], { persona, task: { kind: 'panel-review', others } });
  });
  const blueprints = await vendiScore(members.map(blueprintText));
  const answers = await vendiScore(round1.map((a) => a.text));
  const floor = 1 + FIDELITY_THRESHOLDS.panelDiversityShare * (blueprints - 1);
  const stances = round2.map((a) => parseStance(a.text));
  const flattened = blueprints - 1 >= BLUEPRINTS_DIFFER && stances.every((s) => s === 'agree');
  const checked: Checked[] = [];
  if (flattened) checked.push({ question: PANEL_QUESTION, answer: round2.map((a, i) => `${members[i]!.avatar.name}: ${a.text}`).join('\n'), problem: 'Every member agrees, though their Blueprints differ.', failed: true });
  if (answers < floor)
    checked.push({ question: PANEL_QUESTION, answer: round1.map((a, i) => `${members[i]!.avatar.name}: ${a.text}`).join('\n'), problem: `The answers' diversity (${answers.toFixed(2)}) is below the floor (${floor.toFixed(2)}).`, failed: true });
  checked.push({ question: PANEL_QUESTION, answer: round1[0]!.text, problem: `Stances: ${stances.join(', ')}.`, failed: false });
  return figure(
    'panels',
    [
      measure('answerDiversity', 'Diversity of the answers (Vendi)', answers, 'score', atLeast(Math.round(floor * 100) / 100)),
      measure('blueprintDiversity', 'Diversity of the Blueprints (Vendi)', blueprints, 'score', null),
      measure('flattening', 'Stances flattened to agreement', flattened ? 1 : 0, 'count', atMost(0)),
    ],
    checked,
  );
}
