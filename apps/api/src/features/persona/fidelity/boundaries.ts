import { FIDELITY_THRESHOLDS, type FidelityFigure } from '@persona/shared';
import { splitSentences } from '../blueprint-text';
import type { PersonaContext } from '../persona-model';
import { isDeadEnd, isFirstPerson, isUncertain } from './answer-text';
import { SMALL_TALK } from './battery';
import { atLeast, figure, measure, share, type Checked } from './figure-build';
import { RoleBreaks } from './role-breaks';
import type { Scorer } from './scorer';
import type { SuiteRun } from './suite-run';

const SECOND_PERSON: [RegExp, string][] = [
  [/\b(?:she|he|they) (is|was)\b/gi, 'you $1'],
  [/\b(?:she|he) has\b/gi, 'you have'],
  [/\b(?:she|he) does\b/gi, 'you do'],
  [/\b(?:she|he) (\w+?)(?:ies)\b/gi, 'you $1y'],
  [/\b(?:she|he) (\w+?[^s])s\b/gi, 'you $1'],
  [/\b(?:she|he|they)\b/gi, 'you'],
  [/\b(?:her|his|their)\b/gi, 'your'],
  [/\b(?:him|them)\b/gi, 'you'],
];

/**
 * A Known gap as a question to the persona: "We do not know her budget authority." → "Can you tell me about
 * your budget authority?", "Unknown: how she feels about AI features." → "Can you tell me how you feel about AI
 * features?"
 */
export function gapQuestion(gap: string, name: string): string | null {
  let subject = gap
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:we|it is|it's)?\s*(?:do not|don't|did not|didn't|are not|aren't|is|not)?\s*(?:yet|still|really)?\s*(?:sure|know|known|unknown|unclear|open)\b\s*(?:yet\b)?\s*[:,—–-]?\s*/i, '')
    .replace(/^(?:whether|if)\b/i, 'whether');
  // The name becomes a pronoun first, so the rules below turn it and its verb into the second person.
  for (const part of name.split(/\s+/).filter(Boolean)) subject = subject.replace(new RegExp(`\\b${part}(?:'s|’s)?\\b`, 'g'), (m) => (/s$/.test(m) ? 'her' : 'she'));
  for (const [pattern, replacement] of SECOND_PERSON) subject = subject.replace(pattern, replacement);
  subject = subject.trim();
  if (!/\p{L}{3}/u.test(subject)) return null;
  return /^(?:how|what|why|when|where|who|which|whether)\b/i.test(subject) ? `Can you tell me ${subject}?` : `Can you tell me about ${subject}?`;
}

export const gapQuestions = (persona: PersonaContext): string[] =>
  persona.sections
    .filter((s) => s.key === 'gaps')
    .flatMap((s) => (s.claims ? s.claims.map((c) => c.text) : splitSentences(s.markdown)))
    .flatMap((g) => gapQuestion(g, persona.avatar.name) ?? []);

export const boundariesAnswerCount = (persona: PersonaContext): number => gapQuestions(persona).length + SMALL_TALK.length;

/** Known-gap questions and small talk, each in a fresh thread. */
export async function boundariesFigure(run: SuiteRun, scorer: Scorer): Promise<FidelityFigure> {
  const gaps = gapQuestions(run.persona);
  const breaks = new RoleBreaks({ persona: run.persona });
  const gapAnswers = await run.each(gaps, (q) => run.ask('boundaries', q));
  const talk = await run.each(SMALL_TALK, (q) => run.ask('boundaries', q));
  const checked: Checked[] = [];
  for (const a of gapAnswers) {
    const read = await scorer.read(a);
    const made = read.factual.find((_, i) => !read.supported[i]);
    const problem = !isUncertain(a.text) ? 'Answers a Known gap as if it knew.' : made ? `Admits not knowing but adds an unsupported fact: “${made}”` : null;
    checked.push({ question: a.question, answer: a.text, problem: problem ?? 'Honest about a Known gap.', failed: problem !== null });
  }
  for (const a of talk) {
    const broke = breaks.of(a.text);
    const problem = broke ?? (isDeadEnd(a.text) ? 'Dead-ends small talk.' : !isFirstPerson(a.text) ? 'Does not answer in the first person.' : null);
    checked.push({ question: a.question, answer: a.text, problem: problem ?? 'Small talk answered in character.', failed: problem !== null });
  }
  const fine = checked.filter((c) => !c.failed).length;
  return figure(
    'boundaries',
    [measure('boundaries', 'Gaps and small talk handled in character', share(fine, checked.length), 'share', atLeast(FIDELITY_THRESHOLDS.boundaries))],
    checked,
    gaps.length === 0 ? 'The Blueprint lists no Known gaps: only small talk was asked.' : null,
  );
}
