import type { AssetReaction, PanelStance } from '@persona/shared';

/**
 * The answer formats of a panel's tasks (persona-model.ts PersonaTask): the OpenAI prompt asks for them, the
 * offline responder writes them, and the panel service reads them back with the parsers below.
 */

/** How a round-2 answer opens: its first words say where the persona stands on the others' answers. */
export const STANCE_OPENERS: Record<PanelStance, string> = {
  agree: 'I agree',
  partly: 'I partly agree',
  disagree: 'I disagree',
};

/** A round-2 answer's stance, from its opening words (partly before agree: "I partly agree" contains "agree"). */
export function parseStance(text: string): PanelStance {
  const opening = text.trim().slice(0, 80).toLowerCase();
  if (/\b(partly|partially|somewhat|in part)\b/.test(opening)) return 'partly';
  if (/\b(disagree|don't agree|do not agree|not sure i agree)\b/.test(opening)) return 'disagree';
  if (/\bagree\b/.test(opening)) return 'agree';
  return 'partly';
}

/** The five labelled lines of an asset review, in order. */
export const ASSET_LABELS = {
  noticesFirst: 'What I notice first:',
  wouldClick: 'Would I click:',
  stopsAt: 'Where I stop reading:',
  objection: 'My objection:',
  winningChange: 'The one change that would win me:',
} as const satisfies Record<Exclude<keyof AssetReaction, 'clicksOn'>, string>;

/** What `Where I stop reading:` says when the persona would read to the end. */
export const READ_TO_THE_END = 'I would read to the end.';

/** The asset's non-empty lines, trimmed, in order: what "stops at" may quote. */
export const assetLines = (asset: string): string[] =>
  asset
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const unquote = (text: string) => text.trim().replace(/^["“'‘]+|["”'’]+$/g, '').trim();
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The asset line a quote names: the line itself, else the line holding the quote, else the one holding most of its words. */
function matchLine(quote: string, lines: string[]): string {
  const wanted = normal(unquote(quote));
  if (wanted === '') return '';
  const exact = lines.find((line) => normal(line) === wanted);
  if (exact) return exact;
  const holding = lines.find((line) => normal(line).includes(wanted) || wanted.includes(normal(line)));
  if (holding) return holding;
  const words = new Set(wanted.split(' '));
  let best = '';
  let bestScore = 0;
  for (const line of lines) {
    const score = normal(line)
      .split(' ')
      .filter((word) => words.has(word)).length;
    if (score > bestScore) [best, bestScore] = [line, score];
  }
  return bestScore >= Math.min(3, words.size) ? best : '';
}

/** Writes a reaction in the labelled format (the offline responder's answer, and the example in the prompt). */
export function formatAssetReaction(reaction: AssetReaction): string {
  const click = reaction.wouldClick ? `Yes, on ${reaction.clicksOn || 'the main button'}.` : 'No.';
  const stop = reaction.stopsAt ? `“${reaction.stopsAt}”` : READ_TO_THE_END;
  return [
    `${ASSET_LABELS.noticesFirst} ${reaction.noticesFirst}`,
    `${ASSET_LABELS.wouldClick} ${click}`,
    `${ASSET_LABELS.stopsAt} ${stop}`,
    `${ASSET_LABELS.objection} ${reaction.objection}`,
    `${ASSET_LABELS.winningChange} ${reaction.winningChange}`,
  ].join('\n');
}

/**
 * Reads the labelled lines back (labels matched loosely, in any order; a missing one is ''). `stopsAt` is
 * always a line of the asset exactly as written, or '' when the persona reads to the end or quotes nothing in it.
 */
export function parseAssetReaction(text: string, asset: string): AssetReaction {
  const fields: Partial<Record<keyof typeof ASSET_LABELS, string>> = {};
  const keys = Object.keys(ASSET_LABELS) as (keyof typeof ASSET_LABELS)[];
  let current: keyof typeof ASSET_LABELS | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^[\s>*_#-]+/, '').replace(/\*\*/g, '');
    const key = keys.find((k) => normal(line).startsWith(normal(ASSET_LABELS[k])));
    if (key) {
      current = key;
      fields[key] = line.slice(line.indexOf(':') + 1).trim();
    } else if (current && line.trim() !== '') fields[current] = `${fields[current] ?? ''} ${line.trim()}`.trim();
  }
  const click = fields.wouldClick ?? '';
  const wouldClick = /^\s*yes\b/i.test(click);
  const clicksOn = wouldClick ? click.replace(/^\s*yes\b[\s,.:;—–-]*(?:on\s+)?/i, '').replace(/\.$/, '').trim() : '';
  const stop = fields.stopsAt ?? '';
  return {
    noticesFirst: fields.noticesFirst ?? '',
    wouldClick,
    clicksOn,
    stopsAt: /read (it )?(to|till|until) the end/i.test(stop) ? '' : matchLine(stop, assetLines(asset)),
    objection: fields.objection ?? '',
    winningChange: fields.winningChange ?? '',
  };
}
