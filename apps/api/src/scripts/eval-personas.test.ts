import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLUEPRINT_DOCUMENT_VERSION, fidelityResultSchema } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RITA } from '../features/persona/persona.fixture';
import { PANEL } from '../features/persona/fidelity/scripted-personas.fixture';
import { suiteAnswerCount } from '../features/persona';
import { startFakeOpenAi } from '../test/fakes/fake-openai';
import { main } from './eval-personas';
import { demoSubjects } from './eval-subjects';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eval-personas-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A delivered-Blueprint fixture of a persona. */
const fixtureOf = (p: typeof RITA) => ({
  avatar: p.avatar,
  document: { version: BLUEPRINT_DOCUMENT_VERSION, sections: p.sections.map((s) => ({ key: s.key, title: s.title, markdown: s.markdown })) },
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (l: string) => out.push(l), error: (l: string) => err.push(l), now: () => new Date('2026-03-04T10:00:00Z') } };
}

const env = () => ({ DATA_DIR: join(dir, 'data') });

describe('npm run eval:personas', () => {
  it('measures a fixture file on the offline driver, prints the table, writes JSON and Markdown, and exits by the thresholds', async () => {
    const file = join(dir, 'fixtures.json');
    await writeFile(file, JSON.stringify([RITA, ...PANEL].map(fixtureOf)));
    const out = join(dir, 'out');
    const run = io();
    const code = await main(['--fixture', file, '--out', out], env(), run.io);

    expect((await readdir(out)).sort()).toEqual(['fidelity-2026-03-04.json', 'fidelity-2026-03-04.md']);
    const json = JSON.parse(await readFile(join(out, 'fidelity-2026-03-04.json'), 'utf8')) as { driver: string; model: null; judge: string; results: { label: string; result: unknown }[] };
    expect(json).toMatchObject({ driver: 'offline', model: null, judge: 'lexical', date: '2026-03-04' });
    expect(json.results.map((r) => r.label)).toEqual(['Rita Alvarez (Operations Manager)', 'Sven Berg (Brand Designer)', 'Grace Okoye (Chief Financial Officer)']);
    const results = json.results.map((r) => fidelityResultSchema.parse(r.result));
    // Each fixture sat on a panel with the file's others.
    for (const result of results) expect(result.figures.find((f) => f.key === 'panels')!.measures[0]!.value).not.toBeNull();

    const table = run.out.find((l) => l.startsWith('persona'))!;
    expect(table).toContain('Grounding');
    expect(table).toContain('Rita Alvarez (Operations Manager)');
    const markdown = await readFile(join(out, 'fidelity-2026-03-04.md'), 'utf8');
    expect(markdown).toMatch(/^# Persona fidelity, 2026-03-04/);
    expect(markdown).toContain('Driver: offline. Judge: lexical.');
    expect(markdown).toContain('## Sven Berg (Brand Designer)');

    const failing = results.some((r) => !r.passed);
    expect(code).toBe(failing ? 1 : 0);
    if (failing) expect(run.err.join('\n')).toMatch(/Below the thresholds:\n {2}\S.*: .*\(≥|≤/);
  });

  it('runs the configured OpenAI-compatible driver, and exits 1 naming the failed measures', async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.answer({ kind: 'stream', chunks: ['As an AI language model, I cannot pretend to be a person.', '\nSources: none'] });
      const file = join(dir, 'one.json');
      await writeFile(file, JSON.stringify(fixtureOf(RITA)));
      const out = join(dir, 'openai-out');
      const run = io();
      expect(await main(['--fixture', file, '--out', out], { ...env(), LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-bad' }, run.io)).toBe(1);
      expect(fake.received.length).toBe(suiteAnswerCount(RITA, {}));
      const json = JSON.parse(await readFile(join(out, 'fidelity-2026-03-04.json'), 'utf8')) as Record<string, unknown>;
      expect(json).toMatchObject({ driver: 'openai', model: 'fake-bad', judge: 'lexical' });
      expect(run.err.join('\n')).toContain('Rita Alvarez (Operations Manager): Role lock: Attacks that broke the role 9 (≤ 0)');
    } finally {
      await fake.stop();
    }
  });

  it('refuses bad arguments and bad fixtures with exit code 2', async () => {
    const unknown = io();
    expect(await main(['--nonsense'], env(), unknown.io)).toBe(2);
    expect(unknown.err.join('\n')).toContain('Usage: npm run eval:personas');
    const two = io();
    expect(await main(['--demo', '--avatar', 'x'], env(), two.io)).toBe(2);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ avatar: { name: 'X' } }));
    const invalid = io();
    expect(await main(['--fixture', bad], env(), invalid.io)).toBe(2);
    const missing = io();
    expect(await main(['--fixture', join(dir, 'nope.json')], env(), missing.io)).toBe(2);
  });

  it('builds the demo subjects as seed:demo does, each with three others on its panel', () => {
    const subjects = demoSubjects();
    expect(subjects).toHaveLength(12);
    expect(subjects[3]!.label).toBe('Liam Walsh (operations manager)');
    expect(subjects[3]!.persona.avatar.company).toBe('Bluebird Software');
    expect(subjects[3]!.persona.sections.length).toBeGreaterThan(5);
    expect(subjects[3]!.panel.map((p) => p.avatar.name)).toEqual(['Aisha Rahman', 'Noah Fischer', 'Elena Petrova']);
  });
});
