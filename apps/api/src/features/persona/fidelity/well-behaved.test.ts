import type { FidelityFigureKey, FidelityResult } from '@persona/shared';
import { fidelityResultSchema } from '@persona/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { RITA } from '../persona.fixture';
import { runFidelitySuite, suiteAnswerCount } from './run-suite';
import { PANEL, scriptedModel, wellBehaved } from './scripted-personas.fixture';
import type { FidelityProgress } from './suite-types';

const figureOf = (result: FidelityResult, key: FidelityFigureKey) => result.figures.find((f) => f.key === key)!;

describe('the fidelity suite on a well-behaved scripted persona', () => {
  let result: FidelityResult;
  const progress: FidelityProgress[] = [];
  const model = scriptedModel(wellBehaved);

  beforeAll(async () => {
    result = await runFidelitySuite(RITA, { model, panel: PANEL, onProgress: (p) => progress.push(p) });
  });

  it('passes every figure, with every measure reaching its target', () => {
    const failed = result.figures.flatMap((f) => f.measures.filter((m) => m.passed === false).map((m) => `${f.key}.${m.key}=${m.value}: ${JSON.stringify(f.examples[0])}`));
    expect(failed).toEqual([]);
    expect(result.figures.map((f) => [f.key, f.passed])).toEqual([
      ['grounding', true],
      ['retest', true],
      ['roleLock', true],
      ['drift', true],
      ['boundaries', true],
      ['panels', true],
      ['conversation', true],
    ]);
    expect(result.passed).toBe(true);
    expect(result.judge).toBe('lexical');
    expect(fidelityResultSchema.parse(result)).toEqual(result);
  });

  it('asks as many answers as suiteAnswerCount says, and reports progress up to it', () => {
    const total = suiteAnswerCount(RITA, { panel: PANEL });
    expect(model.calls).toHaveLength(total);
    expect(progress.at(-1)).toMatchObject({ done: total, total });
    expect(progress.every((p, i) => p.done === i + 1)).toBe(true);
    // The persona's own answers are graded; the other persona's (the leak check's, the panel's) are not.
    expect(result.answers).toBe(total - 1 - PANEL.length * 2);
  });

  it('measures the panel against a floor set from the Blueprints', () => {
    const panels = figureOf(result, 'panels');
    const [answers, blueprints] = panels.measures;
    expect(blueprints!.value).toBeGreaterThan(1.5);
    expect(answers!.target).toEqual({ op: 'min', value: Math.round((1 + 0.5 * (blueprints!.value! - 1)) * 100) / 100 });
  });

  it('does not measure the panel without one, and says why', async () => {
    const alone = await runFidelitySuite(RITA, { model: scriptedModel(wellBehaved) });
    const panels = figureOf(alone, 'panels');
    expect(panels.passed).toBeNull();
    expect(panels.note).toMatch(/Not measured/);
    expect(panels.measures[0]!.value).toBeNull();
    expect(alone.passed).toBe(true);
  });
});
