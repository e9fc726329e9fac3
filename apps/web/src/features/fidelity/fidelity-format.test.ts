import { FIDELITY_FIGURES, FIDELITY_FIGURE_TEXTS, type FidelityFigure, type FidelityMeasure } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { driverName, examplesFailuresFirst, figuresInOrder, measureText, measureValue, progressText, reportDate, runLabel } from './fidelity-format';

const measure = (value: number | null, format: FidelityMeasure['format'], target: FidelityMeasure['target'] = null): FidelityMeasure => ({
  key: 'm',
  label: 'Measure',
  value,
  format,
  target,
  passed: null,
});

const figure = (key: FidelityFigure['key'], passed: boolean | null, problems: string[] = []): FidelityFigure => ({
  key,
  title: FIDELITY_FIGURE_TEXTS[key].title,
  passed,
  note: null,
  measures: [],
  examples: problems.map((problem) => ({ question: `Q ${problem}`, answer: `A ${problem}`, problem })),
});

describe('measureText', () => {
  it('writes a share as a whole percentage with its target', () => {
    expect(measureText(measure(0.97, 'share', { op: 'min', value: 0.95 }))).toBe('97 % (needs ≥ 95 %)');
    expect(measureText(measure(0.04, 'share', { op: 'max', value: 0.1 }))).toBe('4 % (needs ≤ 10 %)');
    expect(measureText(measure(1, 'share', { op: 'min', value: 1 }))).toBe('100 % (needs ≥ 100 %)');
  });

  it('never rounds a share onto the other side of its target', () => {
    expect(measureText(measure(0.9496, 'share', { op: 'min', value: 0.95 }))).toBe('94.96 % (needs ≥ 95 %)');
    expect(measureText(measure(0.949, 'share', { op: 'min', value: 0.95 }))).toBe('94.9 % (needs ≥ 95 %)');
    expect(measureText(measure(0.1004, 'share', { op: 'max', value: 0.1 }))).toBe('10.04 % (needs ≤ 10 %)');
    expect(measureText(measure(0.996, 'share', { op: 'min', value: 1 }))).toBe('99.6 % (needs ≥ 100 %)');
    // Rounding down across a target that is met is no lie: it stays whole.
    expect(measureText(measure(0.9504, 'share', { op: 'min', value: 0.95 }))).toBe('95 % (needs ≥ 95 %)');
  });

  it('writes counts whole and scores with two decimals, targets in the same format', () => {
    expect(measureText(measure(0, 'count', { op: 'max', value: 0 }))).toBe('0 (needs ≤ 0)');
    expect(measureText(measure(2, 'count', { op: 'max', value: 0 }))).toBe('2 (needs ≤ 0)');
    expect(measureText(measure(0.6234, 'score', { op: 'min', value: 0.5 }))).toBe('0.62 (needs ≥ 0.50)');
  });

  it('leaves the target out when there is none, and says when a value was not measured', () => {
    expect(measureText(measure(0.5, 'share'))).toBe('50 %');
    expect(measureText(measure(null, 'score', { op: 'min', value: 0.4 }))).toBe('not measured (needs ≥ 0.40)');
    expect(measureValue(measure(null, 'share'))).toBe('not measured');
  });
});

describe('figuresInOrder', () => {
  it('puts the figures in the order every report shows them', () => {
    const shuffled = [...FIDELITY_FIGURES].reverse().map((key) => figure(key, true));
    expect(figuresInOrder(shuffled).map((f) => f.key)).toEqual([...FIDELITY_FIGURES]);
  });
});

describe('examplesFailuresFirst', () => {
  it('lists the examples of failing figures first, then of those not measured, then of passing ones, each in report order', () => {
    const figures = [
      figure('grounding', true, ['g1']),
      figure('retest', false, ['r1', 'r2']),
      figure('panels', null, ['p1']),
      figure('conversation', false, ['c1']),
      figure('drift', true, []),
    ];
    const examples = examplesFailuresFirst(figures);
    expect(examples.map((e) => e.problem)).toEqual(['r1', 'r2', 'c1', 'p1', 'g1']);
    expect(examples[0]).toEqual({ question: 'Q r1', answer: 'A r1', problem: 'r1', figure: 'retest', title: 'Retest consistency', passed: false });
    expect(examples.map((e) => e.passed)).toEqual([false, false, false, null, true]);
  });

  it('gives nothing for a report without examples', () => {
    expect(examplesFailuresFirst([figure('grounding', false)])).toEqual([]);
  });
});

describe('the report line', () => {
  it('names the offline persona or the model', () => {
    expect(driverName({ driver: 'offline', model: null })).toBe('the offline persona');
    expect(driverName({ driver: 'openai', model: 'gpt-4o-mini' })).toBe('gpt-4o-mini');
  });

  it('dates a report by its end, or by its start while it has none', () => {
    expect(reportDate({ createdAt: '2026-01-05T10:00:00.000Z', finishedAt: '2026-01-05T10:01:00.000Z' })).toBe('2026-01-05T10:01:00.000Z');
    expect(reportDate({ createdAt: '2026-01-05T10:00:00.000Z', finishedAt: null })).toBe('2026-01-05T10:00:00.000Z');
  });

  it('counts the answers while a run streams', () => {
    expect(progressText(null)).toBe('Measuring…');
    expect(progressText({ done: 0, total: 0 })).toBe('Measuring…');
    expect(progressText({ done: 34, total: 120 })).toBe('Measuring… 34 of 120 answers');
  });

  it('offers a first measure, another one, or a run again after one broke off', () => {
    expect(runLabel(null)).toBe('Measure fidelity');
    expect(runLabel({ status: 'done' })).toBe('Measure again');
    expect(runLabel({ status: 'running' })).toBe('Measure again');
    expect(runLabel({ status: 'interrupted' })).toBe('Run again');
    expect(runLabel({ status: 'failed' })).toBe('Run again');
  });
});
