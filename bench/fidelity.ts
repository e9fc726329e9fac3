// The fidelity suite on the offline persona over the twelve demo avatars: `npm run bench:fidelity`. Each avatar
// is run as `npm run eval:personas` runs it (its panel: the next three demo avatars), whatever LLM_* says. Prints
// the seconds of each avatar and of all, then the suite's figures.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/api/src/config';
import { failedMeasures, fidelityTable, personaModelFor, runFidelitySuite, suiteAnswerCount, type FidelityRow } from '../apps/api/src/features/persona';
import { demoSubjects } from '../apps/api/src/scripts/eval-subjects';

const model = personaModelFor(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench' }), { chunkDelayMs: 0 });
const subjects = demoSubjects();
const rows: FidelityRow[] = [];
let answers = 0;
const started = performance.now();
for (const subject of subjects) {
  const count = suiteAnswerCount(subject.persona, { panel: subject.panel });
  const begun = performance.now();
  rows.push({ label: subject.label, result: await runFidelitySuite(subject.persona, { model, panel: subject.panel }) });
  const ms = performance.now() - begun;
  answers += count;
  console.warn(`${subject.label.padEnd(42)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${String(count).padStart(4)} answers  ${(ms / count).toFixed(1).padStart(6)} ms an answer`);
}
const seconds = (performance.now() - started) / 1000;
console.warn(`${`all ${subjects.length} avatars`.padEnd(42)} ${seconds.toFixed(2).padStart(6)} s  ${String(answers).padStart(4)} answers  ${((seconds * 1000) / answers).toFixed(1).padStart(6)} ms an answer\n`);
console.warn(fidelityTable(rows));
const failures = rows.flatMap((r) => failedMeasures(r.result).map((f) => `${r.label}: ${f}`));
console.warn(failures.length === 0 ? '\nEvery figure meets its threshold.' : `\nBelow the thresholds (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`);
