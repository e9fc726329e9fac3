import { FIDELITY_FIGURES, FIDELITY_FIGURE_TEXTS, FIDELITY_LIMITS_TEXT, type FidelityFigure, type FidelityMeasure, type FidelityResult } from '@persona/shared';

export interface FidelityRow {
  label: string;
  result: FidelityResult;
}

/** A measure's value as a report shows it: a percentage, a count or a score; "–" when not measured. */
export function formatValue(m: Pick<FidelityMeasure, 'value' | 'format'>): string {
  if (m.value === null) return '–';
  if (m.format === 'share') return `${Math.round(m.value * 1000) / 10} %`;
  if (m.format === 'count') return String(Math.round(m.value));
  return m.value.toFixed(2);
}

const verdict = (passed: boolean | null) => (passed === null ? 'n/a' : passed ? 'pass' : 'FAIL');

/** A figure in one cell: its measures with targets, and its verdict. */
const cell = (f: FidelityFigure | undefined) =>
  f ? `${f.measures.filter((m) => m.target !== null || m.value !== null).map((m) => formatValue(m)).join(' / ')} ${verdict(f.passed)}` : '–';

/** A plain-text table: one row per persona, a column per figure. */
export function fidelityTable(rows: readonly FidelityRow[]): string {
  const header = ['persona', ...FIDELITY_FIGURES.map((k) => FIDELITY_FIGURE_TEXTS[k].title), 'overall'];
  const body = rows.map(({ label, result }) => [label, ...FIDELITY_FIGURES.map((k) => cell(result.figures.find((f) => f.key === k))), result.passed ? 'pass' : 'FAIL']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Each failed measure of a result, as "figure: measure value (target)". */
export function failedMeasures(result: FidelityResult): string[] {
  return result.figures.flatMap((f) =>
    f.measures.filter((m) => m.passed === false).map((m) => `${f.title}: ${m.label} ${formatValue(m)} (${m.target!.op === 'min' ? '≥' : '≤'} ${formatValue({ value: m.target!.value, format: m.format })})`),
  );
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ⏎ ');

/** The Markdown report: how it was run, the table, then each persona's figures with their measures and examples. */
export function fidelityMarkdown(rows: readonly FidelityRow[], meta: { driver: string; model: string | null; judge: string; date: string }): string {
  const out = [
    `# Persona fidelity, ${meta.date}`,
    '',
    `Driver: ${meta.driver}${meta.model ? ` (${meta.model})` : ''}. Judge: ${meta.judge}.`,
    '',
    FIDELITY_LIMITS_TEXT,
    '',
    '| persona | ' + FIDELITY_FIGURES.map((k) => FIDELITY_FIGURE_TEXTS[k].title).join(' | ') + ' | overall |',
    '| --- | ' + FIDELITY_FIGURES.map(() => '---').join(' | ') + ' | --- |',
    ...rows.map(({ label, result }) => `| ${escapeCell(label)} | ${FIDELITY_FIGURES.map((k) => cell(result.figures.find((f) => f.key === k))).join(' | ')} | ${result.passed ? 'pass' : 'FAIL'} |`),
  ];
  for (const { label, result } of rows) {
    out.push('', `## ${label}`, '', `${result.answers} answers, judged by ${result.judge}.`);
    for (const f of result.figures) {
      out.push('', `### ${f.title}: ${verdict(f.passed)}`, '', FIDELITY_FIGURE_TEXTS[f.key].measures);
      if (f.note) out.push('', f.note);
      out.push('', ...f.measures.map((m) => `- ${m.label}: ${formatValue(m)}${m.target ? ` (target ${m.target.op === 'min' ? '≥' : '≤'} ${formatValue({ value: m.target.value, format: m.format })})` : ''}`));
      for (const e of f.examples) out.push('', `> **Q:** ${escapeCell(e.question)}`, `> **A:** ${escapeCell(e.answer)}`, `>`, `> ${escapeCell(e.problem)}`);
    }
  }
  return `${out.join('\n')}\n`;
}
