import { BLUEPRINT_DOCUMENT_VERSION, BLUEPRINT_SECTIONS, type BlueprintDocument, type BlueprintSectionKey } from '@persona/shared';
import { DEMO_PROFILES, type DemoProfile } from './demo-profiles';

const PEOPLE = [
  ['Maya Chen', 34, 'female', 'growth marketer'],
  ['Daniel Okafor', 41, 'male', 'IT director'],
  ['Sofia Rossi', 29, 'female', 'brand designer'],
  ['Liam Walsh', 52, 'male', 'operations manager'],
  ['Aisha Rahman', 38, 'female', 'head of procurement'],
  ['Noah Fischer', 26, 'male', 'junior developer'],
  ['Elena Petrova', 45, 'female', 'CFO'],
  ['Marcus Johnson', 33, 'male', 'sales lead'],
  ['Priya Nair', 31, 'female', 'product manager'],
  ['Tom Becker', 58, 'male', 'small business owner'],
  ['Hana Sato', 27, 'female', 'content creator'],
  ['Carlos Mendez', 47, 'male', 'plant manager'],
] as const;

export const DEMO_PEOPLE = PEOPLE.map(([name, age, gender, occupation]) => ({ name, age, gender, occupation }));

const PROFILE_LIST = Object.values(DEMO_PROFILES);
const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** The profile of a demo occupation; any other occupation gets one picked by name, so every person gets a whole Blueprint. */
function profileOf(person: { name: string; occupation: string }) {
  const known = DEMO_PROFILES[person.occupation.toLowerCase()];
  if (known) return known;
  let hash = 0;
  for (const char of person.name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PROFILE_LIST[hash % PROFILE_LIST.length]!;
}

function sectionsOf(name: string, occupation: string, first: string, p: DemoProfile): Record<BlueprintSectionKey, string> {
  const [aware, considering, deciding] = p.journey;
  return {
    'at-a-glance': `**${name}**, ${occupation} ${p.glance}`,
    goals: bullets(p.goals),
    pains: bullets(p.pains),
    triggers: bullets(p.triggers),
    journey: `1. **Aware**: "${aware}"\n2. **Considering**: "${considering}"\n3. **Deciding**: "${deciding}"`,
    objections: ['| Objection | Proof that answers it |', '| --- | --- |', ...p.objections.map(([objection, proof]) => `| ${objection} | ${proof} |`)].join('\n'),
    'leave-or-convince': `Leaves when ${p.leaves}. Convinced by ${p.convinced}.`,
    channels: bullets(p.channels),
    quotes: p.quotes.map((quote) => `> "${quote}" — ${first}`).join('\n\n'),
    messaging: `**Do**: ${p.say}.\n\n**Don't**: ${p.avoid}.`,
    gaps: p.gaps.join(' '),
  };
}

/** A plausible Blueprint for a demo persona, true to their occupation: every section filled, in Markdown. */
export function demoDocument(person: { name: string; occupation: string }, company: string): BlueprintDocument {
  const first = person.name.split(' ')[0]!;
  const text = sectionsOf(person.name, person.occupation, first, profileOf(person)(first, company));
  return { version: BLUEPRINT_DOCUMENT_VERSION, sections: BLUEPRINT_SECTIONS.map((s) => ({ key: s.key, title: s.title, markdown: text[s.key] })) };
}
