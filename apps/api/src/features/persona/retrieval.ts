import type { BlueprintSectionKey } from '@persona/shared';
import MiniSearch from 'minisearch';
import { normalise, splitLines, splitSentences, stripMarkdown } from './blueprint-text';
import { isGuess } from './cited-sections';
import type { PersonaContext } from './persona-model';

/** Where a passage comes from: a Blueprint section, or the avatar's own facts (never cited). */
export type PassageSource = BlueprintSectionKey | 'avatar';

export interface Passage {
  id: number;
  source: PassageSource;
  /** The section's title (or "About me" for the avatar's facts). */
  title: string;
  /** Plain text, as the Blueprint says it. */
  text: string;
  /** Extra words it should be found by (the avatar facts' synonyms); not spoken. */
  keywords: string;
  /** Words that point at its section ("frustrates" for pains), weighted lightly like the title. */
  cues: string;
  /** A version-2 Blueprint: the claim it is (its index in the section), and whether that claim is a guess. */
  claim?: { index: number; guess: boolean };
}

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's terms it matched. */
  terms: string[];
  /** Whether it matched on its section's title or cue words, or an avatar fact's keywords (what the question is about). */
  onTopic: boolean;
}

/** The singular of a plural-looking term ("dashboards" → "dashboard", "worries" → "worry"); else undefined. */
export function singular(term: string): string | undefined {
  if (term.length < 4 || /(?:ss|us|is|'s)$/.test(term) || !term.endsWith('s')) return undefined;
  if (/[^aeiou]ies$/.test(term)) return `${term.slice(0, -3)}y`;
  return term.slice(0, -1);
}

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both
but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had
hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll
i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other
ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the
their theirs them themselves then there there's these they they'd they'll they're they've this those through to too under
until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's
whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves tell think thinks
thought feel feels know say says said really just like get gets got go going make makes kind sort thing things way lot
please also much many well us let usually typically day would'nt whats hey hi hello ok okay yes yeah don doesn isn aren wasn weren won wouldn shouldn couldn didn haven hasn hadn ll ve re`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Searchable terms: lower case, no diacritics, no stop words, plurals folded to the singular ("tools" finds
 * "tool"); no stemming beyond that.
 */
const termProcessor = (extraStops: ReadonlySet<string>) => (term: string) => {
  const t = normalise(term).replace(/^['’]+|['’]+$/g, '').replace(/’/g, "'");
  if (t.length < 2 || STOP_WORDS.has(t) || extraStops.has(t)) return null;
  return singular(t) ?? t;
};

const NO_STOPS: ReadonlySet<string> = new Set();
/** The term processing for any other text's index (minisearch's processTerm): no extra stop words. */
export const searchTerm = termProcessor(NO_STOPS);

/**
 * A text's distinct searchable terms, as the retrieval indexes them (the evidence check compares a claim with
 * its passages by these).
 */
export function contentTerms(text: string, extraStops = NO_STOPS): string[] {
  const process = extraStops === NO_STOPS ? searchTerm : termProcessor(extraStops);
  const terms = text.split(/[\n\r\p{Z}\p{P}]+/u).map((t) => process(t));
  return [...new Set(terms.filter((t): t is string => !!t))];
}

/**
 * Words a question uses for each section's subject, in their usual forms (there is no stemming): they are
 * indexed with the section title, so "what frustrates you?" leans towards the pains.
 */
export const SECTION_CUES: Record<BlueprintSectionKey, string> = {
  'at-a-glance': 'yourself background describe introduce who overview summary role',
  goals: 'goal goals aim aims achieve achieving hope hoping priority priorities success succeed trying accomplish objective objectives want wanted wanting',
  pains: 'pain pains problem problems frustrate frustrates frustrated frustrating frustration frustrations annoy annoys annoyed annoying hate hates struggle struggles struggling challenge challenges hard difficult worst bother bothers headache headaches',
  triggers: 'trigger triggers start starting looking search searching shopping market prompt prompts change switch',
  journey: 'decide decision decisions evaluate evaluating compare comparing process steps research shortlist ask questions',
  objections: 'objection objections worry worries worried concern concerns concerned hesitate hesitant doubt doubts risk risks sceptical skeptical hold back reservations price cost expensive',
  'leave-or-convince': 'convince convinces convinced persuade leave walk away deal breaker dealbreaker win sold decide switch',
  channels: 'trust trusted source sources advice recommend recommendations read follow news learn hear information channels listen',
  quotes: 'say saying words quote',
  messaging: 'message messaging pitch talk speak tone language words approach reach contact email',
  gaps: 'unknown',
};

/** The avatar's facts as passages, in first person, with the words a question about them would use. */
function avatarPassages(avatar: PersonaContext['avatar']): Omit<Passage, 'id'>[] {
  const about = { source: 'avatar' as const, title: 'About me', cues: '' };
  const facts: Omit<Passage, 'id'>[] = [
    { ...about, text: `I'm ${avatar.name}.`, keywords: 'name called who introduce yourself' },
    { ...about, text: `I'm ${avatar.age}.`, keywords: 'age old years born' },
  ];
  if (avatar.occupation) {
    const article = /^[aeiou]/i.test(avatar.occupation) ? 'an' : 'a';
    facts.push({ ...about, text: `I work as ${article} ${avatar.occupation}.`, keywords: 'job role occupation work title position profession career living' });
  }
  return facts;
}

/**
 * A Markdown table's rows as list items, without its header: the first cell only for the objections (the
 * others are the proof that answers it), every cell otherwise.
 */
export function tableAsList(markdown: string, firstCellOnly: boolean): string {
  const lines = markdown.split('\n');
  const separator = (line: string | undefined) => !!line && /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);
  return lines
    .flatMap((line, i) => {
      if (!/^\s*\|.*\|\s*$/.test(line)) return [line];
      if (separator(line) || separator(lines[i + 1])) return [];
      const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()).filter(Boolean);
      return [`- ${firstCellOnly ? (cells[0] ?? '') : cells.join(' — ')}`];
    })
    .join('\n');
}

/** An objection line without the proof that answers it ("… — Proof: a case study", "… → ROI calculator"). */
const withoutProofs = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/\s*(?:[—–-]\s*|\(\s*)?(?:\*\*|__)?(?:proof|evidence)\b[^:]{0,40}:[\s\S]*$/i, '').replace(/\s*(?:→|->|=>)[\s\S]*$/, ''))
    .join('\n');

/**
 * Every passage of a persona: the avatar's facts, then each section's sentences (quotes whole, one per line);
 * a section with claims (a version-2 Blueprint) gives one passage per claim, which knows its claim, so an
 * answer knows the claims it used.
 */
export function personaPassages(persona: PersonaContext): Passage[] {
  const passages: Omit<Passage, 'id'>[] = [...avatarPassages(persona.avatar)];
  for (const section of persona.sections) {
    if (section.claims) {
      for (const [index, claim] of section.claims.entries()) {
        const text = stripMarkdown(section.key === 'objections' ? withoutProofs(claim.text) : claim.text).replace(/\s+/g, ' ');
        if (!/\p{L}/u.test(text)) continue;
        passages.push({ source: section.key, title: section.title, text, keywords: '', cues: SECTION_CUES[section.key], claim: { index, guess: isGuess(claim) } });
      }
      continue;
    }
    // An objection's proof is for the marketer, not something the persona says.
    const markdown = section.key === 'objections' ? withoutProofs(tableAsList(section.markdown, true)) : section.markdown;
    const units = section.key === 'quotes' ? splitLines(markdown) : splitSentences(markdown);
    for (const text of units) {
      if (section.key === 'objections' && /^(?:proof|evidence|answer)\b/i.test(text)) continue;
      passages.push({ source: section.key, title: section.title, text, keywords: '', cues: SECTION_CUES[section.key] });
    }
  }
  return passages.map((p, id) => ({ ...p, id }));
}

/** A BM25+ index of a persona's passages: text first, the section title boosted lightly. */
export class PersonaIndex {
  readonly passages: Passage[];
  private readonly search: MiniSearch<Passage>;
  private readonly nameStops: ReadonlySet<string>;

  constructor(persona: PersonaContext) {
    this.passages = personaPassages(persona);
    // The persona's own name says nothing about what a question is about.
    this.nameStops = new Set(normalise(persona.avatar.name).split(/[^\p{L}\p{N}']+/u).filter(Boolean));
    this.search = new MiniSearch<Passage>({
      fields: ['text', 'title', 'keywords', 'cues'],
      storeFields: [],
      processTerm: termProcessor(this.nameStops),
      searchOptions: {
        boost: { text: 1, title: 0.3, cues: 0.3, keywords: 1.5 },
        combineWith: 'OR',
        // Plurals and -ing forms without stemming: "price" finds "prices" (weighted down).
        prefix: (term) => term.length >= 4,
        weights: { prefix: 0.4, fuzzy: 0 },
        fuzzy: false,
      },
    });
    this.search.addAll(this.passages);
  }

  /** The passages that match the question, best first (score ties keep the Blueprint's order). */
  find(question: string): Hit[] {
    return this.search
      .search(question)
      .map((r) => ({
        passage: this.passages[r.id as number]!,
        score: r.score,
        terms: r.queryTerms,
        onTopic: Object.values(r.match).some((fields) => fields.some((f) => f !== 'text')),
      }))
      .sort((a, b) => b.score - a.score || a.passage.id - b.passage.id);
  }

  /** The question's distinct searchable terms (stop words and the persona's name left out). */
  questionTerms(question: string): string[] {
    return contentTerms(question, this.nameStops);
  }

  /** The sections (never the avatar's facts) that best match the question, at most `max`, best first. */
  bestSections(question: string, max = 2): BlueprintSectionKey[] {
    const keys: BlueprintSectionKey[] = [];
    for (const { passage } of this.find(question)) {
      if (passage.source === 'avatar' || keys.includes(passage.source)) continue;
      keys.push(passage.source);
      if (keys.length >= max) break;
    }
    return keys;
  }
}
