// `npm run eval:personas`: the persona fidelity suite on the demo avatars (default), a Blueprint fixture file,
// or an avatar / every avatar of an account of the configured database, with the configured persona driver and
// judge. Prints a table, writes <out>/fidelity-<date>.json and .md, exits 1 when a measured figure fails.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { failedMeasures, fidelityMarkdown, fidelityTable, judgeFor, personaModelFor, runFidelitySuite, type FidelityRow } from '../features/persona';
import { configuredDatabaseSubjects, demoSubjects, fixtureSubjects, type Subject } from './eval-subjects';

const USAGE = 'Usage: npm run eval:personas -- [--demo | --fixture <file.json> | --avatar <id> | --account <id>] [--out <dir>]';

export interface EvalIo {
  log: (line: string) => void;
  error: (line: string) => void;
  /** Today, as the file names and the report give it. */
  now?: () => Date;
}

/** Runs the command; resolves with its exit code (0 all measured figures pass, 1 some fail, 2 a usage or set-up error). */
export async function main(argv: readonly string[], env: Record<string, string | undefined>, io: EvalIo = { log: (line) => process.stdout.write(`${line}\n`), error: console.error }): Promise<number> {
  let values: { demo?: boolean; fixture?: string; avatar?: string; account?: string; out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { demo: { type: 'boolean' }, fixture: { type: 'string' }, avatar: { type: 'string' }, account: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (err) {
    io.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  const chosen = [values.demo, values.fixture, values.avatar, values.account].filter((v) => v !== undefined);
  if (chosen.length > 1) {
    io.error(`Choose one subject.\n${USAGE}`);
    return 2;
  }
  let subjects: Subject[];
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
    subjects = values.fixture
      ? await fixtureSubjects(values.fixture)
      : values.avatar || values.account
        ? await configuredDatabaseSubjects(config, { avatar: values.avatar, account: values.account })
        : demoSubjects();
  } catch (err) {
    io.error((err as Error).message);
    return 2;
  }

  const model = personaModelFor(config, { chunkDelayMs: 0 });
  const judge = judgeFor(config);
  const meta = { driver: config.LLM_BASE_URL ? 'openai' : 'offline', model: config.LLM_BASE_URL ? (config.LLM_MODEL ?? null) : null, judge: judge.name, date: (io.now?.() ?? new Date()).toISOString().slice(0, 10) };
  const rows: FidelityRow[] = [];
  for (const subject of subjects) {
    io.log(`Measuring ${subject.label}…`);
    rows.push({ label: subject.label, result: await runFidelitySuite(subject.persona, { model, judge, panel: subject.panel }) });
  }

  const out = resolve(values.out ?? 'eval-results');
  await mkdir(out, { recursive: true });
  const base = join(out, `fidelity-${meta.date}`);
  await writeFile(`${base}.json`, `${JSON.stringify({ ...meta, results: rows }, null, 2)}\n`);
  await writeFile(`${base}.md`, fidelityMarkdown(rows, meta));
  io.log(fidelityTable(rows));
  io.log(`\nDriver: ${meta.driver}${meta.model ? ` (${meta.model})` : ''}, judge: ${meta.judge}. Written: ${base}.json, ${base}.md`);
  const failures = rows.flatMap((r) => failedMeasures(r.result).map((f) => `${r.label}: ${f}`));
  if (failures.length === 0) return 0;
  io.error(`\nBelow the thresholds:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  process.exitCode = await main(process.argv.slice(2), process.env);
}
