import { FIDELITY_FIGURE_TEXTS, type FidelityExample, type FidelityFigure, type FidelityFigureKey, type FidelityMeasure } from '@persona/shared';

/** A measure, passed when its value meets its target (null: not measured, or nothing to meet). */
export function measure(key: string, label: string, value: number | null, format: FidelityMeasure['format'], target: FidelityMeasure['target']): FidelityMeasure {
  const rounded = value === null ? null : Math.round(value * 10_000) / 10_000;
  const passed = rounded === null || target === null ? null : target.op === 'min' ? rounded >= target.value : rounded <= target.value;
  return { key, label, value: rounded, format, target, passed };
}

export const atLeast = (value: number) => ({ op: 'min' as const, value });
export const atMost = (value: number) => ({ op: 'max' as const, value });

/** An example, marked as a failure or as what was checked. */
export interface Checked extends FidelityExample {
  failed: boolean;
}

/** A figure: passed when every measure with a verdict passed; its examples failures first, at most three. */
export function figure(key: FidelityFigureKey, measures: FidelityMeasure[], checked: Checked[], note: string | null = null): FidelityFigure {
  const verdicts = measures.map((m) => m.passed).filter((p): p is boolean => p !== null);
  const examples = [...checked.filter((c) => c.failed), ...checked.filter((c) => !c.failed)].slice(0, 3).map(({ question, answer, problem }) => ({ question, answer, problem }));
  return { key, title: FIDELITY_FIGURE_TEXTS[key].title, passed: verdicts.length === 0 ? null : verdicts.every(Boolean), note, measures, examples };
}

/** A share, or null when there is nothing to share out. */
export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
