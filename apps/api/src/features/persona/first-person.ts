import type { PersonaContext } from './persona-model';

/**
 * A light, predictable rewrite of the Blueprint's third-person sentences about the persona into the first
 * person: "Rita is wary of vendors" → "I'm wary of vendors", "Spends hours on reports" → "I spend hours on
 * reports", "her team" → "my team". It only touches the persona's name, its gendered pronouns and the verb
 * right after them; anything it cannot read is left as written.
 */

const ADVERBS =
  'often always never usually rarely still also only really sometimes typically already mostly actively regularly generally constantly frequently increasingly openly quietly privately personally strongly simply just even rather mainly largely barely hardly seldom occasionally secretly genuinely';

const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'might', 'may', "can't", "won't", "wouldn't", "couldn't", "shouldn't", 'was', "wasn't", 'had', "hadn't"]);

const IRREGULAR: Record<string, string> = {
  is: 'am',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": 'am not',
  "hasn't": "haven't",
  goes: 'go',
};

/** Verbs a Blueprint's list items often start with, in the third person ("Wants…", "Spends…"). */
const THIRD_PERSON_STARTS = new Set(
  `wants needs hates loves likes prefers worries fears struggles spends uses reads trusts follows asks expects relies manages
runs works feels thinks believes cares compares checks avoids distrusts dislikes values looks searches reviews buys pays juggles
wonders tries doubts leads owns reports handles sees knows wishes hopes gets finds keeps makes takes gives listens watches attends
joins is has does doesn't isn't hasn't oversees plans tracks depends shares skims scans researches evaluates demands insists refuses
resents leaves lacks misses wastes loses spends answers talks goes chooses decides tends struggles would will can can't won't could should
must might was wasn't had`
    .split(/\s+/)
    .filter(Boolean),
);

/** The first-person form of a verb after "I": "runs" → "run", "worries" → "worry", "is" → "am". */
export function firstPersonVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (MODALS.has(lower) || /ed$/.test(lower)) return lower;
  if (!/^[a-z]+s$/.test(lower) || /(?:ss|us|is)$/.test(lower) || lower.length < 3) return undefined;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|zz|ss)es$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Word edges that also work around names starting or ending with punctuation or accents. */
const START = '(?<![\\p{L}\\p{N}_])';
const END = '(?![\\p{L}\\p{N}_])';

/** Words after which "her" is the object ("ask her about"), not the possessive ("her team"). */
const AFTER_OBJECT = new Set(
  'to and or but about with for from in on at by that than as a an the this these those into over off up down out back anything something nothing more less when if because so too feel think want look seem do what how why'.split(
    ' ',
  ),
);

/** Verbs after which "her" is the object ("make her leave"), whatever follows. */
const BEFORE_OBJECT = new Set('make makes made let lets help helps tell tells give gives show shows ask asks call calls send sends'.split(' '));

const tidy = (text: string) =>
  text
    .replace(/\bI am not\b/g, "I'm not")
    .replace(/\bI am\b/g, "I'm")
    .replace(/\bme and my\b/g, 'my');

export function toFirstPerson(sentence: string, avatar: PersonaContext['avatar']): string {
  const names = [avatar.name.trim(), avatar.name.trim().split(/\s+/)[0] ?? ''].filter((n) => n.length > 1).map(escapeRegExp);
  const gender = avatar.gender.toLowerCase();
  const female = /^(?:f|female|woman|w)$/.test(gender) || gender.startsWith('fem');
  const male = /^(?:m|male|man)$/.test(gender) || (gender.startsWith('male') && !female);
  const subjects = [...names, ...(female ? ['she', 'She'] : []), ...(male ? ['he', 'He'] : [])];
  let text = sentence;

  // "Liam Walsh, operations manager at …" introduces the persona by an apposition: "I'm an operations manager at …".
  const apposition = names.length ? new RegExp(`^(?:${names.join('|')}),\\s+(?=\\p{L})`, 'u').exec(text) : null;
  const role = apposition ? text.slice(apposition[0].length) : '';
  const roleWord = /^[\p{L}']+/u.exec(role)?.[0]?.toLowerCase() ?? '';
  if (apposition && !THIRD_PERSON_STARTS.has(roleWord) && !/^(?:who|whose|which|like|as|and|but|with)$/.test(roleWord)) {
    const article = /^(?:a|an|the|my)$/.test(roleWord) ? '' : /^[aeiou]/i.test(roleWord) ? 'an ' : 'a ';
    text = `I'm ${article}${role}`;
  }

  // "Convinced by a free pilot" is what convinces the persona: "I'm convinced by a free pilot".
  text = text.replace(/^(?:convinced|persuaded|won over|swayed|reassured) by\b/i, (m) => `I'm ${m.toLowerCase()}`);

  // A fragment starting with a third-person verb has the persona as its subject: "Wants a…" → "I want a…".
  const first = /^([A-Z][a-z']+)\b/.exec(text)?.[1];
  if (first && THIRD_PERSON_STARTS.has(first.toLowerCase())) {
    const verb = firstPersonVerb(first) ?? first.toLowerCase();
    text = `I ${verb}${text.slice(first.length)}`;
  }

  // Possessives first: "Rita's" → "my".
  if (names.length) text = text.replace(new RegExp(`${START}(?:${names.join('|')})(?:'s|’s)`, 'gu'), (m) => (/^[A-Z]/.test(m) && text.startsWith(m) ? 'My' : 'my'));

  // The persona as the subject of a verb: "She often checks" → "I often check".
  if (subjects.length) {
    const pattern = new RegExp(`${START}(${subjects.join('|')})${END}(\\s+(?:${ADVERBS.split(' ').join('|')})\\b)?(\\s+)([A-Za-z']+)`, 'gu');
    text = text.replace(pattern, (whole, _subject: string, adverb: string | undefined, space: string, verb: string) => {
      const base = firstPersonVerb(verb);
      return base ? `I${adverb ?? ''}${space}${base}` : whole;
    });
  }

  // A second verb of the same subject: "I manage a team and reports to the COO" → "and report".
  if (/^(?:I|.*\bI)\s/.test(text)) {
    text = text.replace(/\b(and|or|but|then)\s+([a-z']+)\b/g, (whole, conj: string, verb: string) =>
      THIRD_PERSON_STARTS.has(verb) && !MODALS.has(verb) ? `${conj} ${firstPersonVerb(verb) ?? verb}` : whole,
    );
  }

  // What is left of the name is the object: "Vendors ignore Rita" → "Vendors ignore me".
  if (names.length) text = text.replace(new RegExp(`${START}(?:${names.join('|')})${END}`, 'gu'), 'me');

  const pronouns: [string, string, string][] = female
    ? [['herself', 'myself', 'Myself'], ['hers', 'mine', 'Mine']]
    : male
      ? [['himself', 'myself', 'Myself'], ['his', 'my', 'My'], ['him', 'me', 'Me']]
      : [];
  for (const [from, to, capital] of pronouns) {
    text = text.replace(new RegExp(`\\b${from}\\b`, 'gi'), (m) => (/^[A-Z]/.test(m) ? capital : to));
  }
  if (female) {
    text = text.replace(/\b([Hh])er\b(\s*)([\w']*)/g, (_m, h: string, space: string, next: string, at: number, whole: string) => {
      const before = /([\w']+)\s*$/.exec(whole.slice(0, at))?.[1]?.toLowerCase() ?? '';
      const object = !next || AFTER_OBJECT.has(next.toLowerCase()) || !space || BEFORE_OBJECT.has(before);
      const word = object ? 'me' : 'my';
      return `${h === 'H' ? word[0]!.toUpperCase() + word.slice(1) : word}${space}${next}`;
    });
  }
  // A leftover subject pronoun at the start ("She, like her peers, …") is still the persona.
  if (female) text = text.replace(/^She\b/, 'I');
  if (male) text = text.replace(/^He\b/, 'I');
  return tidy(text);
}
