import { capitalizeWords, type PanelStance } from '@persona/shared';
import { stableHash } from './blueprint-text';
import { groundAnswer, groundsOf, withGuessLine, type ComposedAnswer } from './compose-answer';
import { choiceReasons, preferredChoice } from './choice-reasons';
import { STANCE_OPENERS } from './panel-formats';
import type { PersonaContext } from './persona-model';
import { pick, properNounsOf, speak } from './persona-speech';
import { choiceNamed, questionChoices, questionSentences } from './question-choices';
import { PersonaIndex, SECTION_CUES, type Passage } from './retrieval';
import { TextMatcher } from './text-hits';

export interface OtherAnswer {
  name: string;
  text: string;
}

/** Another answer rings true to the persona when it meets its Blueprint on at least this many words. */
const SHARED_TERMS_TO_AGREE = 2;
/** The most of the persona's own passages a review speaks. */
const OWN_PASSAGES = 2;

/** "Sam", "Sam and Priya", "Sam, Priya and Lee". */
export const nameList = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`);

const AGREE_TAILS = ["that's how I see it too", "that's my experience as well", 'same here'];
const DISAGREE_TAILS = ["that's not how it is for me", "it's different for me", "that's not what matters to me"];

/**
 * Round 2 of a question panel, offline: whether the persona agrees with the others, decided from its own
 * Blueprint. On a choice question it agrees with those who made its choice; otherwise with those whose answer
 * meets its Blueprint (its goals, pains, objections… on at least two words). It opens with a stance opener
 * naming them, then says one or two of its own Blueprint's sentences: what it recognises in theirs, and its
 * own view of the question.
 */
export function composePanelReview(persona: PersonaContext, asked: string, others: OtherAnswer[], index = new PersonaIndex(persona)): ComposedAnswer {
  const question = panelQuestion(asked, others);
  const seed = stableHash(`${question}\n${others.map((o) => o.name).join('\n')}`.toLowerCase());
  const matcher = new TextMatcher(index, ['pains', 'objections']);
  // "… convince me; … make me leave" is how every buyer speaks of deciding: sharing those words is no agreement.
  const framing = new Set(index.questionTerms(SECTION_CUES['leave-or-convince']));
  const choices = questionChoices(question);
  const mine = choices.length > 0 ? preferredChoice(persona, question, choices, index) : undefined;

  const agrees = (other: OtherAnswer) => {
    const theirs = mine ? choiceNamed(other.text, choices) : undefined;
    return theirs ? theirs === mine : matcher.sharedTerms(other.text).filter((t) => !framing.has(t)).length >= SHARED_TERMS_TO_AGREE;
  };
  const agreed = others.filter(agrees);
  const disagreed = others.filter((o) => !agreed.includes(o));

  // What it recognises in the answers it agrees with, then its own view of the question.
  const recognised = agreed.map((o) => matcher.hits(o.text)[0]?.passage).find((p): p is Passage => !!p);
  const own = ownView(index, question, choices, mine).filter((p) => p.source !== 'avatar');
  const spoken = [...(recognised ? [recognised] : []), ...own.filter((p) => p.id !== recognised?.id)].slice(0, OWN_PASSAGES);

  const stance: PanelStance = others.length === 0 || spoken.length === 0 ? 'partly' : disagreed.length === 0 ? 'agree' : agreed.length === 0 ? 'disagree' : 'partly';
  const opening = openingSentence(stance, agreed, disagreed, mine, seed);
  if (spoken.length === 0) {
    return { text: `${opening} Honestly, I wouldn't know — that's not really something I deal with.`, citations: [] };
  }
  const properNouns = properNounsOf(persona);
  // Not the first sentence: no "Honestly, " in front of it.
  const reasons = spoken.map((passage, i) => speak(passage, persona, seed + i, false, properNouns));
  return { text: withGuessLine([opening, ...reasons].join(' '), spoken), ...groundsOf(persona, spoken) };
}

/**
 * The panel's question itself, for the persona's own view: a round-2 question may hold the others' answers
 * and how to start ("Do you agree? Start with …"); its own view comes from the question, not from their words.
 */
function panelQuestion(asked: string, others: OtherAnswer[]): string {
  const questions = questionSentences(asked).filter((q) => !/\bagree\b/i.test(q) && !others.some((o) => o.text.includes(q)));
  return questions.length > 0 ? questions.join(' ') : others.reduce((text, o) => text.split(o.text).join(' '), asked);
}

/** The persona's own view of the question: the reasons for its choice, or its answer's passages. */
function ownView(index: PersonaIndex, question: string, choices: string[], mine: string | undefined): Passage[] {
  if (mine) return choiceReasons(index, question, choices, mine, OWN_PASSAGES + 1).passages;
  const grounding = groundAnswer(index, question, OWN_PASSAGES + 1);
  return grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage) : [];
}

/** "I agree with Sam and Priya — same here.", "I partly agree with Sam, but not with Priya.", "I disagree with Priya — …". */
function openingSentence(stance: PanelStance, agreed: OtherAnswer[], disagreed: OtherAnswer[], mine: string | undefined, seed: number): string {
  const names = (list: OtherAnswer[]) => nameList(list.map((o) => capitalizeWords(o.name)));
  const choice = mine ? ` — I'd go for ${mine} too.` : '';
  if (stance === 'agree') return `${STANCE_OPENERS.agree} with ${names(agreed)}${choice || ` — ${pick(AGREE_TAILS, seed)}.`}`;
  if (stance === 'disagree') {
    return `${STANCE_OPENERS.disagree} with ${names(disagreed)}${mine ? ` — I'd still go for ${mine}.` : ` — ${pick(DISAGREE_TAILS, seed)}.`}`;
  }
  if (agreed.length > 0 && disagreed.length > 0) return `${STANCE_OPENERS.partly} with ${names(agreed)}, but not with ${names(disagreed)}${mine ? ` — I'd go for ${mine}.` : '.'}`;
  const everyone = [...agreed, ...disagreed];
  return everyone.length > 0 ? `${STANCE_OPENERS.partly} with ${names(everyone)}.` : `${STANCE_OPENERS.partly} — nobody else has answered yet.`;
}
