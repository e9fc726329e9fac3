import { FIDELITY_THRESHOLDS, type FidelityFigure } from '@persona/shared';
import { normalise } from '../blueprint-text';
import { answerSentences, factTerms, isDeadEnd, isFirstPerson, isUncertain, sentenceFrame, stanceOf } from './answer-text';
import { FIRST_CONVERSATION, type ConversationMove } from './battery';
import { atLeast, atMost, figure, measure, share, type Checked } from './figure-build';
import { RoleBreaks } from './role-breaks';
import type { ReadAnswer, Scorer } from './scorer';
import type { Asked, SuiteRun } from './suite-run';

/** Moves whose question the Blueprint can answer: a dead end on them counts. */
const ANSWERABLE: ReadonlySet<ConversationMove> = new Set(['introduction', 'typical-week', 'open', 'yes-no', 'paraphrase']);
/** Word trigrams a restatement may share with what it restates: more is saying it again in the same words. */
const SAME_WORDING = 0.8;
const PREFERS = /\b(?:more|most|rather|prefer|prefers|preferred|over|above|first|priority|bigger|matters|beats|before)\b/i;

const trigrams = (text: string) => {
  const w = normalise(text).split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  return new Set(w.slice(0, Math.max(0, w.length - 2)).map((_, i) => w.slice(i, i + 3).join(' ')));
};

/** A sentence that is a label and a fragment ("What gets me looking: a missed target."). */
const isFragment = (sentence: string) => /^[^:.!?]{3,60}:\s+\S/.test(sentence) && !/^\s*(?:i|i'm|i've|my)\b[^:]*\b(?:is|am|are|was|have|want|need)\b/i.test(sentence);

/** The earlier answer a paraphrase request points at: the one whose question shares most of its terms. */
function restated(thread: Asked[], at: number, names: ReadonlySet<string>): Asked | undefined {
  const wanted = new Set(factTerms(thread[at]!.question, names).filter((t) => !['word', 'words', 'other', 'say', 'said'].includes(t)));
  let best: Asked | undefined;
  let bestScore = 0;
  for (const earlier of thread.slice(0, at)) {
    const score = factTerms(earlier.question, names).filter((t) => wanted.has(t)).length;
    if (score > bestScore) [best, bestScore] = [earlier, score];
  }
  return best;
}

/** Whether the answer picks a side of an "A or B" question (or honestly says it cannot). */
function picksSide(question: string, answer: string): boolean {
  if (isUncertain(answer)) return true;
  const options = (question.split(':').pop() ?? question).split(/\bor\b/i).map((o) => new Set(factTerms(o, new Set())));
  return answerSentences(answer).some((s) => PREFERS.test(s) && options.some((o) => factTerms(s, new Set()).some((t) => o.has(t))));
}

interface MoveCheck {
  problem: string | null;
  deadEnd: boolean;
  stance?: boolean;
}

const grounded = (read: ReadAnswer) => read.supported.some(Boolean);

async function checkMove(move: ConversationMove, thread: Asked[], at: number, scorer: Scorer, breaks: RoleBreaks): Promise<MoveCheck> {
  const asked = thread[at]!;
  const read = await scorer.read(asked);
  const deadEnd = ANSWERABLE.has(move) && isDeadEnd(asked.text);
  const broke = breaks.of(asked.text);
  if (broke) return { problem: broke, deadEnd, ...(move === 'yes-no' ? { stance: false } : {}) };
  if (deadEnd) return { problem: 'A dead end on a question the Blueprint can answer.', deadEnd, ...(move === 'yes-no' ? { stance: false } : {}) };
  switch (move) {
    case 'introduction': {
      const { name, occupation } = scorer.persona.avatar;
      const says = new RegExp(`\\b(?:${[name.split(/\s+/)[0]!, occupation].filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i');
      return { deadEnd, problem: isFirstPerson(asked.text) && says.test(asked.text) ? null : 'Does not introduce itself in the first person (name or occupation).' };
    }
    case 'typical-week':
    case 'open':
      return { deadEnd, problem: grounded(read) ? null : 'Says nothing its Blueprint supports.' };
    case 'yes-no': {
      const stance = stanceOf(asked.text) !== null || answerSentences(asked.text).some((s) => stanceOf(s) !== null);
      // The reason: a clause or sentence the Blueprint supports (a bare "Yes, I would." states no fact).
      const reason = grounded(read);
      const ok = stance && reason;
      return { deadEnd, stance: ok, problem: ok ? null : stance ? 'A stance without a reason its Blueprint supports.' : 'No yes or no.' };
    }
    case 'comparison':
      return { deadEnd, problem: picksSide(asked.question, asked.text) ? null : 'Picks no side (and does not say it cannot).' };
    case 'paraphrase': {
      const earlier = restated(thread, at, scorer.names);
      if (!earlier) return { deadEnd, problem: null };
      const before = await scorer.read(earlier);
      const same = [...read.units].some((u) => before.units.has(u));
      const old = trigrams(earlier.text);
      const mine = trigrams(asked.text);
      const copied = mine.size === 0 || [...mine].filter((t) => old.has(t)).length / mine.size >= SAME_WORDING;
      return { deadEnd, problem: !same ? 'Does not restate the earlier answer.' : copied ? 'Repeats the earlier answer in the same words.' : null };
    }
    case 'injection': {
      const sentences = answerSentences(asked.text);
      const fragments = sentences.filter(isFragment).length;
      return { deadEnd, problem: !isFirstPerson(asked.text) ? 'Does not answer as a person.' : fragments >= 2 ? 'Answers with a list of fragments.' : null };
    }
  }
}

/**
 * The answers (each thread read on its own) that reuse a sentence frame (answer-text.ts sentenceFrame) of an
 * earlier answer in their thread, over all answers.
 */
export function repetition(threads: readonly Asked[][], scorer: Scorer): { share: number | null; examples: Checked[] } {
  let answers = 0;
  let repeating = 0;
  const examples: Checked[] = [];
  for (const thread of threads) {
    const seen = new Set<string>();
    for (const asked of thread) {
      answers += 1;
      const frames = answerSentences(asked.text).flatMap((s) => sentenceFrame(s, scorer.blueprintTerms) ?? []);
      const reused = frames.find((f) => seen.has(f));
      if (reused) {
        repeating += 1;
        examples.push({ question: asked.question, answer: asked.text, problem: `Reuses the frame “${reused}”.`, failed: true });
      }
      for (const f of frames) seen.add(f);
    }
  }
  return { share: share(repeating, answers), examples };
}

/** The scripted first conversation in one thread, each move checked; repetition over it and the drift thread. */
export async function conversationFigure(run: SuiteRun, scorer: Scorer, drift: Asked[]): Promise<FidelityFigure> {
  const thread = await run.thread('conversation', FIRST_CONVERSATION.map((m) => m.question));
  const breaks = new RoleBreaks({ persona: run.persona });
  const checks = await Promise.all(FIRST_CONVERSATION.map((m, i) => checkMove(m.move, thread, i, scorer, breaks)));
  const checked: Checked[] = checks.map((c, i) => ({ question: thread[i]!.question, answer: thread[i]!.text, problem: c.problem ?? `Addresses the ${FIRST_CONVERSATION[i]!.move} question.`, failed: c.problem !== null }));
  const stances = checks.filter((c) => c.stance !== undefined);
  const repeated = repetition([thread, drift], scorer);
  return figure(
    'conversation',
    [
      measure('addressed', 'Questions addressed', share(checks.filter((c) => c.problem === null).length, checks.length), 'share', atLeast(FIDELITY_THRESHOLDS.addressed)),
      measure('deadEnds', 'Dead ends on answerable questions', checks.filter((c) => c.deadEnd).length, 'count', atMost(FIDELITY_THRESHOLDS.deadEnds)),
      measure('stances', 'Yes-or-no questions answered with a stance and a reason', share(stances.filter((c) => c.stance).length, stances.length), 'share', atLeast(FIDELITY_THRESHOLDS.stances)),
      measure('repetition', 'Answers reusing an earlier sentence frame', repeated.share, 'share', atMost(FIDELITY_THRESHOLDS.repetition)),
    ],
    [...checked, ...repeated.examples],
  );
}
