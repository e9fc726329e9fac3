import type { AssetReaction, BlueprintSectionKey } from '@persona/shared';
import { stableHash } from './blueprint-text';
import { groundsOf, type ComposedAnswer } from './compose-answer';
import { proofFor } from './objection-proofs';
import { assetLines, formatAssetReaction } from './panel-formats';
import type { PersonaContext } from './persona-model';
import { continueSentence, pick, properNounsOf, sayPlainly, speak } from './persona-speech';
import { PersonaIndex, type Hit, type Passage } from './retrieval';
import { TextMatcher } from './text-hits';

/** What catches the persona's eye: what it wants, and what gets it looking. */
const CATCHES: BlueprintSectionKey[] = ['goals', 'triggers'];
/** What would win it: what convinces it, and what it wants. */
const CONVINCES: BlueprintSectionKey[] = ['leave-or-convince', 'goals'];
/** What makes it stop reading: its objections first, then its pains (when the line offers nothing it wants). */
const OBJECTS: BlueprintSectionKey[] = ['objections'];
const HURTS: BlueprintSectionKey[] = ['pains'];

/** A call to action: a short line that starts with (or is) an imperative ("Shop now", "Start your free trial →"). */
const CALL_TO_ACTION =
  /^(?:shop|buy|start|try|book|sign ?up|get|learn|download|register|join|order|subscribe|claim|discover|see|watch|request|contact|call|find out|explore|read more|reserve|apply|upgrade|schedule|save|grab|unlock|compare)\b/i;
const CTA_MAX_WORDS = 6;

const score = (hit: Hit | undefined) => hit?.score ?? 0;
const plainLine = (line: string) => line.replace(/^[\s[(<>→»*_#-]+|[\s\])<>→»*_.!:]+$/g, '');
const isCallToAction = (line: string) => plainLine(line).split(/\s+/).length <= CTA_MAX_WORDS && CALL_TO_ACTION.test(plainLine(line));

/** The line (first of equals) whose best hit in the sections scores highest, with that hit; undefined when no line meets them. */
function strongest(lines: string[], matcher: TextMatcher, sections: BlueprintSectionKey[], keep: (line: string, hit: Hit) => boolean = () => true) {
  let best: { line: string; hit: Hit } | undefined;
  for (const line of lines) {
    const hit = matcher.best(line, sections);
    if (hit && keep(line, hit) && hit.score > score(best?.hit)) best = { line, hit };
  }
  return best;
}

/** A passage of the section that the asset meets best, else the section's first. */
function passageOf(lines: string[], matcher: TextMatcher, section: BlueprintSectionKey): Passage | undefined {
  return strongest(lines, matcher, [section])?.hit.passage ?? matcher.index.passages.find((p) => p.source === section);
}

/**
 * An asset review, offline: each line of the ad, email or page is matched against the persona's Blueprint.
 * It notices first the line that best meets its goals or triggers (else the first line); it clicks when some
 * line meets what convinces it more strongly than any line meets an objection, on the call to action (else
 * on that line); it stops reading at the line that meets an objection most (else a pain, where the line
 * offers nothing it wants), or reads to the end; its objection and the change that would win it are its
 * Blueprint's own (what convinces it, how to talk to it, or the proof its objection asks for).
 */
export function composeAssetReview(persona: PersonaContext, asset: string, index = new PersonaIndex(persona)): ComposedAnswer {
  const lines = assetLines(asset);
  const seed = stableHash(asset);
  const matcher = new TextMatcher(index, ['pains', 'objections']);
  const properNouns = properNounsOf(persona);
  const used: Passage[] = [];
  const use = (passage: Passage) => (used.push(passage), passage);

  const caught = strongest(lines, matcher, CATCHES);
  const firstLine = caught?.line ?? lines[0] ?? '';
  const noticesFirst = caught
    ? `“${firstLine}” — ${continueSentence(speak(use(caught.hit.passage), persona, seed, false, properNouns), properNouns)}`
    : `“${firstLine}”, ${pick(["and it doesn't tell me much", 'and nothing in it speaks to me yet'], seed)}.`;

  const objected = strongest(lines, matcher, OBJECTS);
  const convinced = strongest(lines, matcher, CONVINCES);
  const wouldClick = !!convinced && convinced.hit.score > score(objected?.hit);
  const callsToAction = lines.filter(isCallToAction);
  const clickLine = callsToAction.length > 0 ? callsToAction.reduce((a, b) => (score(matcher.best(b, CONVINCES)) > score(matcher.best(a, CONVINCES)) ? b : a)) : convinced?.line;
  if (wouldClick && convinced) use(convinced.hit.passage);

  const wants = (line: string) => score(matcher.best(line, [...CATCHES, ...CONVINCES]));
  const stop = objected ?? strongest(lines, matcher, HURTS, (line, hit) => hit.score > wants(line));
  if (stop) use(stop.hit.passage);

  const objectionPassage = objected?.hit.passage ?? passageOf(lines, matcher, 'objections') ?? passageOf(lines, matcher, 'pains');
  const objection = objectionPassage ? sayPlainly(use(objectionPassage), persona) : "Nothing specific — it just doesn't tell me why I should care.";

  const reaction: AssetReaction = {
    noticesFirst,
    wouldClick,
    clicksOn: wouldClick && clickLine ? plainLine(clickLine) : '',
    stopsAt: stop?.line ?? '',
    objection,
    winningChange: winningChange(persona, lines, matcher, objectionPassage, use),
  };
  return { text: formatAssetReaction(reaction), ...groundsOf(persona, used) };
}

/** The one change that would win the persona: what convinces it, else how to talk to it, else the proof its objection asks for, else what it wants. */
function winningChange(persona: PersonaContext, lines: string[], matcher: TextMatcher, objection: Passage | undefined, use: (p: Passage) => Passage): string {
  const convince = passageOf(lines, matcher, 'leave-or-convince') ?? passageOf(lines, matcher, 'messaging');
  if (convince) return sayPlainly(use(convince), persona);
  const proof = objection && proofFor(persona, objection);
  if (objection && proof) return `Show me ${proof}.`;
  const goal = passageOf(lines, matcher, 'goals');
  if (goal) return `Show me how it helps with what I'm after: ${continueSentence(sayPlainly(use(goal), persona), properNounsOf(persona))}`;
  return 'Tell me plainly what it does for someone like me.';
}
