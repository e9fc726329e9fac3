import { BLUEPRINT_DOCUMENT_VERSION, BLUEPRINT_SECTIONS, type BlueprintDocument } from '@persona/shared';

const PEOPLE = [
  ['Maya Chen', 34, 'female', 'growth marketer'],
  ['Daniel Okafor', 41, 'male', 'it director'],
  ['Sofia Rossi', 29, 'female', 'brand designer'],
  ['Liam Walsh', 52, 'male', 'operations manager'],
  ['Aisha Rahman', 38, 'female', 'head of procurement'],
  ['Noah Fischer', 26, 'male', 'junior developer'],
  ['Elena Petrova', 45, 'female', 'cfo'],
  ['Marcus Johnson', 33, 'male', 'sales lead'],
  ['Priya Nair', 31, 'female', 'product manager'],
  ['Tom Becker', 58, 'male', 'small business owner'],
  ['Hana Sato', 27, 'female', 'content creator'],
  ['Carlos Mendez', 47, 'male', 'plant manager'],
] as const;

export const DEMO_PEOPLE = PEOPLE.map(([name, age, gender, occupation]) => ({ name, age, gender, occupation }));

/** A plausible Blueprint for a demo persona: every section filled, in Markdown. */
export function demoDocument(person: { name: string; occupation: string }, company: string): BlueprintDocument {
  const first = person.name.split(' ')[0]!;
  const text: Record<string, string> = {
    'at-a-glance': `**${person.name}**, ${person.occupation}. Evaluates tools like ${company}'s with a small team and a tight budget.`,
    goals: `- Hit this quarter's targets without adding headcount\n- Look good in front of leadership\n- Spend less time on manual reporting`,
    pains: `- Too many tools that do not talk to each other\n- Vendors who overpromise in demos`,
    triggers: `- A new budget cycle\n- A missed target that leadership noticed\n- A competitor's visible win`,
    journey: `1. **Aware**: "Is this problem costing us money?"\n2. **Considering**: "Who else like us uses it?"\n3. **Deciding**: "What does onboarding take?"`,
    objections: `| Objection | Proof that answers it |\n| --- | --- |\n| Too expensive | ROI calculator with their numbers |\n| Hard to adopt | 30-day onboarding plan |`,
    'leave-or-convince': `Leaves when pricing is hidden. Convinced by a peer reference and a free pilot.`,
    channels: `- LinkedIn posts from peers\n- Industry newsletters\n- Review sites`,
    quotes: `> "Show me it works for a team like mine." — ${first}`,
    messaging: `**Do**: lead with outcomes and numbers.\n\n**Don't**: use jargon or vague claims.`,
    gaps: `We do not yet know how ${first} weighs price against support quality.`,
  };
  return { version: BLUEPRINT_DOCUMENT_VERSION, sections: BLUEPRINT_SECTIONS.map((s) => ({ key: s.key, title: s.title, markdown: text[s.key]! })) };
}
