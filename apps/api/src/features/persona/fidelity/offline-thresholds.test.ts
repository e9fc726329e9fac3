import { describe, expect, it } from 'vitest';
import { demoSubjects } from '../../../scripts/eval-subjects';
import { createOfflineModel } from '../offline-model';
import type { PersonaContext } from '../persona-model';
import { fixturePersonas } from './fixtures/fixture-personas';
import { lexicalJudge } from './lexical-judge';
import { runFidelitySuite } from './run-suite';

const model = createOfflineModel({ chunkDelayMs: 0 });

/** The e2e personas, each on a panel of the other two. */
const fixtures = fixturePersonas();
const subjects: { label: string; persona: PersonaContext; panel: PersonaContext[] }[] = [
  ...demoSubjects(),
  ...fixtures.map((persona) => ({ label: `${persona.avatar.name} (e2e fixture)`, persona, panel: fixtures.filter((p) => p !== persona) })),
];

describe('the offline persona against the fidelity thresholds', () => {
  it('measures the twelve demo avatars and the three e2e fixtures', () => {
    expect(subjects).toHaveLength(15);
  });

  it.each(subjects.map((s) => [s.label, s] as const))('%s clears every threshold', async (_label, { persona, panel }) => {
    const result = await runFidelitySuite(persona, { model, judge: lexicalJudge, panel });
    const figures = result.figures.map((f) => ({ key: f.key, passed: f.passed, measures: f.measures.map((m) => `${m.label}: ${m.value}${m.passed === false ? ' (FAIL)' : ''}`) }));
    for (const figure of figures) expect(figure.passed, JSON.stringify(figure)).toBe(true);
    expect(result.passed).toBe(true);
  });
});
