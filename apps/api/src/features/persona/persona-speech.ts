import type { BlueprintSectionKey } from '@persona/shared';
import { toFirstPerson } from './first-person';
import type { PersonaContext } from './persona-model';
import type { Passage } from './retrieval';

/**
 * How the offline persona says a Blueprint passage: in the first person, without the analyst's labels and
 * quotation marks, introduced the way its section calls for ("What frustrates me: …").
 */

/** How the persona introduces what a section says (two wordings each, picked by the question). */
export const LEAD_INS: Record<BlueprintSectionKey, [string, string]> = {
  'at-a-glance': ['About me: ', 'For context: '],
  goals: ["What I'm really after: ", 'My goal, really: '],
  pains: ['What frustrates me: ', 'Honestly, what gets to me: '],
  triggers: ['What gets me looking: ', 'What makes me start looking around: '],
  journey: ["When I'm looking into it, I ask: ", 'Along the way, my question is: '],
  objections: ['My worry: ', 'What holds me back: '],
  'leave-or-convince': ['What decides it for me: ', 'For me it comes down to this: '],
  channels: ['Where I go for advice: ', 'Who I listen to: '],
  quotes: ['', ''],
  messaging: ['If you want to reach me: ', 'Talk to me like this: '],
  gaps: ['', ''],
};

export const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length]!;
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** An occupation inside a sentence: lower case, but acronyms kept ("IT director", "CFO"). */
export const jobTitle = (occupation: string) => occupation.replace(/\p{L}+/gu, (w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.toLowerCase()));
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** Ends with a full stop unless it already ends a sentence. */
export const finish = (text: string) => (/[.!?…"”)]$/.test(text) ? text : `${text}.`);

/** The words of the persona's name and company, which keep their capital letter inside a sentence. */
export const properNounsOf = ({ avatar }: PersonaContext) => new Set([...avatar.name.split(/\s+/), ...avatar.company.split(/\s+/)].filter(Boolean));

/** Lower-cases the first letter after a lead-in, unless the first word is "I", a name or an acronym. */
export function continueSentence(text: string, properNouns: Set<string>): string {
  const word = /^[\p{L}'’]+/u.exec(text)?.[0] ?? '';
  if (!word || /^I(?:'|’|$)/.test(word) || /\p{Lu}/u.test(word.slice(1)) || properNouns.has(word)) return text;
  return text[0]!.toLowerCase() + text.slice(1);
}

/** A quote as the persona says it: without its quotation marks and attribution. */
function unquote(text: string): string {
  return text
    .replace(/\s*[—–-]+\s*[\p{Lu}][\p{L}.' ]{0,40}$/u, '')
    .replace(/^["“”'‘]+|["“”'’]+$/g, '')
    .trim();
}

/** A short label in front of a sentence ("Price: …", "Awareness: …"), which the persona would not say. */
function withoutLabel(text: string): string {
  const dont = /^(?:don'?t|do not|avoid)\s*:\s*(.+)$/i.exec(text);
  if (dont) return `don't ${dont[1]!}`;
  const label = /^([\p{L}\d' &/-]{1,40}):\s+(\S.*)$/u.exec(text);
  if (label && label[1]!.trim().split(/\s+/).length <= 4) return label[2]!;
  return text;
}

/** A passage as the persona's own sentence, with no lead-in ("Another tool to learn.", "I worry the licence…"). */
export function sayPlainly(passage: Passage, persona: PersonaContext): string {
  if (passage.source === 'avatar') return passage.text;
  const said = passage.source === 'quotes' ? unquote(passage.text) : toFirstPerson(withoutLabel(passage.text), persona.avatar).trim();
  return finish(said ? said[0]!.toUpperCase() + said.slice(1) : said);
}

/** What the persona says for one passage, introduced the way its section calls for. */
export function speak(passage: Passage, persona: PersonaContext, seed: number, first: boolean, properNouns: Set<string>): string {
  if (passage.source === 'avatar') return passage.text;
  if (passage.source === 'quotes') return finish(unquote(passage.text));
  const said = toFirstPerson(withoutLabel(passage.text), persona.avatar).trim();
  if (/^(?:I|I'm|I've|I'd|My)\b/.test(said)) {
    const opener = first ? pick(['Honestly, ', 'To be honest, ', ''], seed) : '';
    return finish(opener ? opener + (said.startsWith('My') ? `m${said.slice(1)}` : said) : said);
  }
  const leadIn = pick(LEAD_INS[passage.source], seed);
  return finish(leadIn ? leadIn + continueSentence(said, properNouns) : said);
}
