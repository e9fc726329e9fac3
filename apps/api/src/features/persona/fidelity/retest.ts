import { FIDELITY_THRESHOLDS, type BlueprintSectionKey, type FidelityFigure } from '@persona/shared';
import type { PersonaContext } from '../persona-model';
import { factTerms, polarityOf } from './answer-text';
import { RETEST_PARAPHRASES } from './battery';
import { hasSection } from './blueprint-units';
import { atLeast, figure, measure, share, type Checked } from './figure-build';
import type { Scorer } from './scorer';
import type { Asked, SuiteRun } from './suite-run';

/** How many times each paraphrase is asked, each in a fresh thread. */
const ASKED_TWICE = 2;
/** The least content-term overlap (Jaccard) of two answers that agree without resting on a common unit. */
const OVERLAP_AGREES = 0.35;

/** The retest facts: the sections of RETEST_PARAPHRASES the Blueprint has, with content. */
export const retestFacts = (persona: PersonaContext): [BlueprintSectionKey, readonly string[]][] =>
  Object.entries(RETEST_PARAPHRASES).filter(([key]) => hasSection(persona, key as BlueprintSectionKey)) as [BlueprintSectionKey, readonly string[]][];

export const retestAnswerCount = (persona: PersonaContext): number => retestFacts(persona).reduce((n, [, p]) => n + p.length * ASKED_TWICE, 0);

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 1 : [...a].filter((t) => b.has(t)).length / union;
};

/** Why two answers to one fact disagree, or null when they agree. */
async function disagreement(a: Asked, b: Asked, scorer: Scorer): Promise<string | null> {
  const [pa, pb] = [polarityOf(a.text), polarityOf(b.text)];
  if (pa && pb && pa !== pb) return 'Takes opposite stances on the same fact.';
  const [ra, rb] = await Promise.all([scorer.read(a), scorer.read(b)]);
  if ([...ra.units].some((u) => rb.units.has(u))) return null;
  const overlap = jaccard(new Set(factTerms(a.text, scorer.names)), new Set(factTerms(b.text, scorer.names)));
  return overlap >= OVERLAP_AGREES ? null : 'Says different things about the same fact.';
}

/** Each fact's paraphrases asked twice in fresh threads; the agreement rate of all answer pairs within a fact. */
export async function retestFigure(run: SuiteRun, scorer: Scorer): Promise<FidelityFigure> {
  const facts = retestFacts(run.persona);
  const questions = facts.flatMap(([key, paraphrases]) => paraphrases.flatMap((q) => Array.from({ length: ASKED_TWICE }, () => ({ key, q }))));
  const answers = await run.each(questions, ({ q }) => run.ask('retest', q));
  const checked: Checked[] = [];
  let pairs = 0;
  let agreeing = 0;
  for (const [key] of facts) {
    const mine = answers.filter((_, i) => questions[i]!.key === key);
    for (let i = 0; i < mine.length; i++) {
      for (let j = i + 1; j < mine.length; j++) {
        pairs += 1;
        const problem = await disagreement(mine[i]!, mine[j]!, scorer);
        if (problem === null) agreeing += 1;
        else if (!checked.some((c) => c.question.startsWith(`${key}:`)))
          checked.push({ question: `${key}: ${mine[i]!.question} / ${mine[j]!.question}`, answer: `${mine[i]!.text}\n---\n${mine[j]!.text}`, problem, failed: true });
      }
    }
  }
  if (answers[0]) checked.push({ question: answers[0].question, answer: answers[0].text, problem: 'Compared with the other answers to the same fact.', failed: false });
  return figure('retest', [measure('agreement', 'Answer pairs that agree', share(agreeing, pairs), 'share', atLeast(FIDELITY_THRESHOLDS.retest))], checked, pairs === 0 ? 'The Blueprint has none of the retest facts.' : null);
}
