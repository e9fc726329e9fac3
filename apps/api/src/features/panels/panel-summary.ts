import { BLUEPRINT_SECTIONS, capitalizeWords, type AssetReaction, type PanelKind, type PanelStance, type PanelSummary } from '@persona/shared';
import { isChoice, isYesNoQuestion, keyOf, mainQuestions, type CitedSection } from '../persona';
import { answerStance, STANCE_CHOICES, stanceVerbs, type AnswerStance } from './answer-stance';
import { sentences } from './panel-text';

/** What the summary reads: the panel and its saved answers. */
export interface SummaryInput {
  kind: PanelKind;
  prompt: string;
  members: { avatarId: string; name: string }[];
  answers: {
    avatarId: string;
    round: 1 | 2;
    status: 'done' | 'failed';
    text: string;
    citations: CitedSection[];
    stance: PanelStance | null;
    reaction: AssetReaction | null;
  }[];
}

type Answer = SummaryInput['answers'][number];

const SECTION_TITLES = new Map<string, string>(BLUEPRINT_SECTIONS.map((s) => [s.key, s.title]));

/** Names joined as people write them: "A", "A and B", "A, B and C". */
export const joinNames = (names: string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A round-2 opening that says nothing of its own: the tail of "I agree with Sam — same here." or the choice again. */
const EMPTY_TAIL = /^(?:that's how i see it too|that's my experience as well|same here|that's not how it is for me|it's different for me|that's not what matters to me|i'd (?:still )?go for .+?(?: too)?)[.!]?$/i;
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A round-2 answer's reason: its first sentence once the stance opener ("I partly agree", "I disagree with Sam
 * and Priya —", …) is taken off; the next sentence when nothing but the opener's tail is left.
 */
export function reasonOf(text: string, names: string[] = []): string {
  const whom = ['them', 'the others', 'everyone', 'you', 'that', ...names.map(escapeRegExp)].join('|');
  const opener = new RegExp(
    String.raw`^i\s+(?:partly\s+|partially\s+|somewhat\s+)?(?:dis)?agree(?:\s+in\s+part)?\b(?:\s+with\s+(?:${whom})(?:(?:\s*,\s*|\s+and\s+)(?:${whom}))*)?(?:,?\s+but\s+not\s+with\s+(?:${whom})(?:(?:\s*,\s*|\s+and\s+)(?:${whom}))*)?[\s,:;.!—–-]*`,
    'iu',
  );
  const said = sentences(text.trim());
  const first = said[0] ?? '';
  const rest = first.replace(opener, '').trim();
  if (rest === first) return first;
  if (rest !== '' && !EMPTY_TAIL.test(rest)) return upperFirst(rest);
  return said[1] ? upperFirst(said[1]) : first;
}

const ARTICLES = /^(?:the|a|an)\s+/i;
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const mentions = (text: string, choice: string) => ` ${normal(text)} `.includes(` ${normal(choice.replace(ARTICLES, ''))} `);

/**
 * The choices a question offers ("A or B?", "A, B or C?", "Price, speed, or support?"), from its last
 * question that has " or " in it; null when it offers none. The first choice loses the question's lead-in
 * ("Would you buy shoes online or in a store?" → "online", "in a store"): after a colon when there is one,
 * else the ending of at most as many words as the longest other choice that the answers name most (the
 * longest on a tie; an ending that is part of another choice does not count).
 */
export function choicesOf(question: string, answers: string[] = []): string[] | null {
  // "Why or why not?" asks for a reason: the choices are in the question before it, if anywhere.
  const asked = mainQuestions(question).filter((s) => /\sor\s/i.test(s));
  const last = asked.at(-1);
  if (!last) return null;
  const body = last.replace(/\?+$/, '').trim();
  const parts = body
    .split(/\s*,\s*(?:or\s+)?|\s+or\s+/i)
    .map((p) => p.trim().replace(/[.;]+$/, ''))
    .filter((p) => p !== '');
  if (parts.length < 2 || parts.length > 6) return null;
  const rest = parts.slice(1);
  const lead = parts[0]!.includes(':') ? parts[0]!.slice(parts[0]!.lastIndexOf(':') + 1).trim() : leadChoice(parts[0]!, rest, answers);
  const choices = [lead, ...rest];
  if (choices.some((c) => normal(c) === '' || c.length > 80 || !isChoice(c))) return null;
  if (new Set(choices.map(normal)).size !== choices.length) return null;
  return choices;
}

function leadChoice(first: string, rest: string[], answers: string[]): string {
  const words = first.split(/\s+/);
  const most = Math.min(words.length, Math.max(...rest.map((p) => p.split(/\s+/).length)));
  let best = words.slice(-most).join(' ');
  let bestCount = 0;
  for (let n = 1; n <= most; n += 1) {
    const ending = words.slice(-n).join(' ');
    if (normal(ending.replace(ARTICLES, '')) === '' || rest.some((other) => mentions(other, ending))) continue;
    const count = answers.filter((text) => mentions(text, ending)).length;
    if (count > bestCount || (count === bestCount && count > 0)) [best, bestCount] = [ending, count];
  }
  return best;
}

/** Which of the choices the text names first, and the sentence it names it in (null when it names none). */
export function firstChoice(text: string, choices: string[]): { choice: string; reason: string } | null {
  let best: { choice: string; reason: string; at: number } | null = null;
  const said = sentences(text);
  for (const [index, sentence] of said.entries()) {
    const line = ` ${normal(sentence)} `;
    for (const choice of choices) {
      const at = mentions(sentence, choice) ? line.indexOf(` ${normal(choice.replace(ARTICLES, ''))} `) : -1;
      if (at < 0) continue;
      const position = index * 1_000_000 + at;
      if (!best || position < best.at) best = { choice, reason: sentence, at: position };
    }
    if (best) break;
  }
  return best && { choice: best.choice, reason: best.reason };
}

type QuestionSummary = Extract<PanelSummary, { kind: 'question' }>;
type Tally = NonNullable<QuestionSummary['tally']>;
type Pick = { avatarId: string; reason: string };
type Named = (answers: { avatarId: string }[]) => string;
/** A tally, the sentence that tells it, and whether the panel split. */
type Counted = { tally: Tally; tallyBy: 'choice' | 'stance'; sentence: string; split: boolean };

/** Rows of picks, one per label, in the labels' order. */
const tallyRows = (labels: string[], picks: (Pick & { label: string })[]): Tally =>
  labels.map((choice) => {
    const mine = picks.filter((p) => p.label === choice);
    return { choice, avatarIds: mine.map((p) => p.avatarId), reasons: mine.map(({ avatarId, reason }) => ({ avatarId, reason })) };
  });

/** "Rita and Cara chose online; Ben chose in a store." or "Everyone chose online." */
function choiceTally(prompt: string, first: Answer[], names: Named): Counted | null {
  const choices = choicesOf(prompt, first.map((a) => a.text));
  if (!choices) return null;
  const picks = first.flatMap((a) => {
    const pick = firstChoice(a.text, choices);
    return pick ? [{ avatarId: a.avatarId, label: pick.choice, reason: pick.reason }] : [];
  });
  if (picks.length === 0) return null;
  const tally = tallyRows(choices, picks);
  const chosen = tally.filter((row) => row.avatarIds.length > 0);
  const ids = (row: Tally[number]) => row.avatarIds.map((avatarId) => ({ avatarId }));
  if (chosen.length === 1 && picks.length >= 2 && picks.length === first.length) return { tally, tallyBy: 'choice', sentence: `Everyone chose ${chosen[0]!.choice}.`, split: false };
  return { tally, tallyBy: 'choice', sentence: `${chosen.map((row) => `${names(ids(row))} chose ${row.choice}`).join('; ')}.`, split: chosen.length > 1 };
}

/** "Aisha Rahman, Maya Chen and Liam Walsh would pay; Hana Sato would not: “…”" or "Everyone would pay." */
function stanceTally(prompt: string, first: Answer[], names: Named): Counted {
  const order = Object.keys(STANCE_CHOICES) as AnswerStance[];
  const picks = first.map((a) => {
    const { stance, reason } = answerStance(a.text);
    return { avatarId: a.avatarId, stance, label: STANCE_CHOICES[stance], reason };
  });
  const tally = tallyRows(Object.values(STANCE_CHOICES), picks);
  const verbs = stanceVerbs(prompt);
  const groups = order.map((stance) => picks.filter((p) => p.stance === stance)).filter((group) => group.length > 0);
  if (groups.length === 1 && picks.length >= 2) return { tally, tallyBy: 'stance', sentence: `Everyone ${verbs[groups[0]![0]!.stance](2)}.`, split: false };
  const parts = groups.map((group) => `${names(group)} ${verbs[group[0]!.stance](group.length)}`);
  // The last group's reason, when it is one person's: what a reader asks first of the one who differs.
  const last = groups.at(-1)!;
  const why = groups.length > 1 && last.length === 1 && last[0]!.reason ? `: “${last[0]!.reason}”` : '.';
  return { tally, tallyBy: 'stance', sentence: `${parts.join('; ')}${why}`, split: groups.length > 1 };
}

function questionSummary(input: SummaryInput): PanelSummary {
  // Names as the portal shows them (stored as typed or generated, often lowercase).
  const nameOf = new Map(input.members.map((m) => [m.avatarId, capitalizeWords(m.name)]));
  const order = new Map(input.members.map((m, i) => [m.avatarId, i]));
  const byMember = (a: Answer, b: Answer) => (order.get(a.avatarId) ?? 0) - (order.get(b.avatarId) ?? 0);
  const first = input.answers.filter((a) => a.round === 1 && a.status === 'done').sort(byMember);
  const second = input.answers.filter((a) => a.round === 2 && a.status === 'done').sort(byMember);
  const nameOfId = (avatarId: string) => nameOf.get(avatarId) ?? avatarId;
  const names: Named = (answers) => joinNames(answers.map((a) => nameOfId(a.avatarId)));
  const everyName = input.members.flatMap((m) => [m.name, capitalizeWords(m.name)]);

  const agreements: string[] = [];
  const disagreements: QuestionSummary['disagreements'] = [];
  const counted: Counted | null = choiceTally(input.prompt, first, names) ?? (isYesNoQuestion(input.prompt) && first.length > 0 ? stanceTally(input.prompt, first, names) : null);
  if (counted?.split) disagreements.push({ point: counted.sentence, avatarIds: counted.tally.flatMap((row) => row.avatarIds) });
  else if (counted) agreements.push(counted.sentence);

  const agreed = second.filter((a) => a.stance === 'agree');
  if (agreed.length > 0) {
    const point = reasonOf(agreed[0]!.text, everyName);
    agreements.push(`${names(agreed)} agreed with the others${point ? `: “${point}”` : '.'}`);
  }
  if (first.length >= 2) {
    const [head, ...tail] = first.map((a) => new Set(a.citations.map(keyOf)));
    const shared = [...head!].filter((key) => tail.every((keys) => keys.has(key)));
    for (const key of shared) agreements.push(`Everyone drew on "${SECTION_TITLES.get(key) ?? key}".`);
  }
  for (const a of second.filter((answer) => answer.stance === 'disagree' || answer.stance === 'partly')) {
    const verb = a.stance === 'disagree' ? 'disagreed' : 'partly agreed';
    disagreements.push({ point: `${nameOfId(a.avatarId)} ${verb}: “${reasonOf(a.text, everyName)}”`, avatarIds: [a.avatarId] });
  }
  return { kind: 'question', agreements, disagreements, tally: counted?.tally ?? null, ...(counted && { tallyBy: counted.tallyBy }) };
}

function assetSummary(input: SummaryInput): PanelSummary {
  const rows = input.members.flatMap(({ avatarId }) => {
    const answer = input.answers.find((a) => a.avatarId === avatarId && a.round === 1 && a.status === 'done' && a.reaction);
    const reaction = answer?.reaction;
    if (!reaction) return [];
    const clicks = reaction.wouldClick ? (reaction.clicksOn ? `Yes — on ${reaction.clicksOn}` : 'Yes') : 'No';
    return [{ avatarId, clicks, stopsAt: reaction.stopsAt, objection: reaction.objection, winningChange: reaction.winningChange }];
  });
  return { kind: 'asset', rows };
}

/**
 * The panel's summary, computed from its saved answers alone (no model: the same answers always give the same
 * summary, and it costs nothing). Question: the tally and the sentence that tells it (by choice when the
 * question offers choices, each avatar's being the one its round-1 answer names first; by stance yes / no /
 * undecided when it is answered yes or no), who agreed in round 2 and on what, the sections every answer cited,
 * and who disagreed or partly agreed, with their reason. Asset: one row per avatar with a reaction.
 */
export const summarizePanel = (input: SummaryInput): PanelSummary => (input.kind === 'question' ? questionSummary(input) : assetSummary(input));
