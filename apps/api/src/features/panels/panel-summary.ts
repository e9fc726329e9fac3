import { BLUEPRINT_SECTIONS, capitalizeWords, type AssetReaction, type PanelKind, type PanelStance, type PanelSummary } from '@persona/shared';
import { keyOf, type CitedSection } from '../persona';
import { firstSentence, sentences } from './panel-text';

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

/** A round-2 answer's reason: its first sentence once the stance opener ("I partly agree", …) is taken off. */
export function reasonOf(text: string): string {
  const stripped = text
    .trim()
    .replace(/^i\s+(?:partly\s+|partially\s+|somewhat\s+)?(?:dis)?agree(?:\s+in\s+part)?\b(?:\s+with\s+(?:them|the others|everyone|you|that)\b)?[\s,:;.!—–-]*/i, '');
  const first = firstSentence(stripped);
  if (first === '') return firstSentence(text);
  return first.charAt(0).toUpperCase() + first.slice(1);
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
  const asked = sentences(question).filter((s) => s.endsWith('?') && /\sor\s/i.test(s));
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
  if (choices.some((c) => normal(c) === '' || c.length > 80)) return null;
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

function questionSummary(input: SummaryInput): PanelSummary {
  // Names as the portal shows them (stored as typed or generated, often lowercase).
  const nameOf = new Map(input.members.map((m) => [m.avatarId, capitalizeWords(m.name)]));
  const order = new Map(input.members.map((m, i) => [m.avatarId, i]));
  const byMember = (a: Answer, b: Answer) => (order.get(a.avatarId) ?? 0) - (order.get(b.avatarId) ?? 0);
  const first = input.answers.filter((a) => a.round === 1 && a.status === 'done').sort(byMember);
  const second = input.answers.filter((a) => a.round === 2 && a.status === 'done').sort(byMember);
  const names = (answers: { avatarId: string }[]) => joinNames(answers.map((a) => nameOf.get(a.avatarId) ?? a.avatarId));

  const agreements: string[] = [];
  const agreed = second.filter((a) => a.stance === 'agree');
  if (agreed.length > 0) {
    const point = reasonOf(agreed[0]!.text);
    agreements.push(`${names(agreed)} agreed with the others${point ? `: ${point}` : '.'}`);
  }
  if (first.length >= 2) {
    const [head, ...tail] = first.map((a) => new Set(a.citations.map(keyOf)));
    const shared = [...head!].filter((key) => tail.every((keys) => keys.has(key)));
    for (const key of shared) agreements.push(`Everyone drew on "${SECTION_TITLES.get(key) ?? key}".`);
  }

  const disagreements = second
    .filter((a) => a.stance === 'disagree' || a.stance === 'partly')
    .map((a) => ({ point: reasonOf(a.text), avatarIds: [a.avatarId] }));

  let tally: Extract<PanelSummary, { kind: 'question' }>['tally'] = null;
  const choices = choicesOf(input.prompt, first.map((a) => a.text));
  if (choices) {
    const picks = first.flatMap((a) => {
      const pick = firstChoice(a.text, choices);
      return pick ? [{ avatarId: a.avatarId, ...pick }] : [];
    });
    if (picks.length > 0) {
      tally = choices.map((choice) => {
        const mine = picks.filter((p) => p.choice === choice);
        return { choice, avatarIds: mine.map((p) => p.avatarId), reasons: mine.map((p) => ({ avatarId: p.avatarId, reason: p.reason })) };
      });
      const chosen = tally.filter((row) => row.avatarIds.length > 0);
      if (chosen.length === 1 && picks.length >= 2 && picks.length === first.length) agreements.push(`Everyone chose ${chosen[0]!.choice}.`);
      if (chosen.length > 1) {
        disagreements.push({
          point: `They split: ${chosen.map((row) => `${row.choice} (${names(row.avatarIds.map((avatarId) => ({ avatarId })))})`).join(', ')}.`,
          avatarIds: chosen.flatMap((row) => row.avatarIds),
        });
      }
    }
  }
  return { kind: 'question', agreements, disagreements, tally };
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
 * summary, and it costs nothing). Question: who agreed in round 2 and on what, the sections every answer
 * cited, who disagreed or partly agreed with the first sentence of their reason, and a tally when the question
 * offers choices (each avatar's choice is the one its round-1 answer names first). Asset: one row per avatar
 * with a reaction.
 */
export const summarizePanel = (input: SummaryInput): PanelSummary => (input.kind === 'question' ? questionSummary(input) : assetSummary(input));
