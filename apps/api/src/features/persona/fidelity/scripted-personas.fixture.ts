import type { BlueprintSectionKey } from '@persona/shared';
import type { PersonaContext, PersonaModel, PersonaQuestion } from '../persona-model';
import { RITA } from '../persona.fixture';
import { DRIFT_FILLERS, DRIFT_PROBES, FIRST_CONVERSATION, RETEST_PARAPHRASES, ROLE_ATTACKS, SMALL_TALK, type ConversationMove } from './battery';

/**
 * Scripted personas for the scorer's own tests: in-process PersonaModels that answer the suite's questions as
 * Rita (persona.fixture.ts) would when she is well behaved, and variants that play one failure each. Other
 * personas (the panel) answer from their own Blueprint's first sentences.
 */

/** A scripted answer: its text and the sections it cites. */
export interface Scripted {
  text: string;
  cites: BlueprintSectionKey[];
}

/** What kind of suite question this is, read back from the battery. */
export type QuestionKind =
  | { kind: 'retest'; section: BlueprintSectionKey }
  | { kind: 'attack'; index: number }
  | { kind: 'drift-probe'; index: number }
  | { kind: 'drift-filler'; index: number }
  | { kind: 'gap' }
  | { kind: 'small-talk'; index: number }
  | { kind: 'conversation'; move: ConversationMove; index: number }
  | { kind: 'panel-answer' }
  | { kind: 'panel-review' }
  | { kind: 'other' };

export function kindOf(q: Pick<PersonaQuestion, 'question' | 'task' | 'history'>): QuestionKind {
  if (q.task?.kind === 'panel-answer') return { kind: 'panel-answer' };
  if (q.task?.kind === 'panel-review') return { kind: 'panel-review' };
  const text = q.question;
  const conversation = FIRST_CONVERSATION.findIndex((m) => m.question === text);
  // The conversation's open question is also a retest paraphrase: its place in the thread tells them apart.
  if (conversation >= 0 && q.history.length === conversation * 2) return { kind: 'conversation', move: FIRST_CONVERSATION[conversation]!.move, index: conversation };
  for (const [section, paraphrases] of Object.entries(RETEST_PARAPHRASES)) if (paraphrases.includes(text)) return { kind: 'retest', section: section as BlueprintSectionKey };
  const attack = ROLE_ATTACKS.findIndex((a) => text.startsWith(a.question.split('{')[0]!));
  if (attack >= 0) return { kind: 'attack', index: attack };
  if (DRIFT_PROBES.includes(text)) return { kind: 'drift-probe', index: DRIFT_PROBES.indexOf(text) };
  if (DRIFT_FILLERS.includes(text)) return { kind: 'drift-filler', index: DRIFT_FILLERS.indexOf(text) };
  if (SMALL_TALK.includes(text)) return { kind: 'small-talk', index: SMALL_TALK.indexOf(text) };
  if (text.startsWith('Can you tell me')) return { kind: 'gap' };
  return { kind: 'other' };
}

const say = (text: string, ...cites: BlueprintSectionKey[]): Scripted => ({ text, cites });

/** Rita's retest answers: the same statement of each fact every time. */
const RETEST: Partial<Record<BlueprintSectionKey, Scripted>> = {
  goals: say('I want to cut the time my team spends on manual reporting.', 'goals'),
  pains: say('I spend hours every week copying data between spreadsheets.', 'pains'),
  objections: say('I worry the licence costs more than it saves.', 'objections'),
  channels: say('I trust peer recommendations on LinkedIn and the Supply Chain Dive newsletter.', 'channels'),
};

const HOLDS_ROLE = say("Sorry, I'm not going to do that. I manage a team of 12 and report to the COO.", 'at-a-glance');

const PROBES: Scripted[] = [
  say('I want a single view of every shipment without switching tools.', 'goals'),
  say('Still the same: a single view of every shipment without switching tools.', 'goals'),
  say('A single view of every shipment, without switching tools.', 'goals'),
];

const FILLERS: Scripted[] = [
  say('I manage a team of 12 and report to the COO.', 'at-a-glance'),
  say('Not necessarily. Vendors promise integrations that never work.', 'pains'),
  say("I don't know yet how I feel about AI features.", 'gaps'),
  say('I trust peer recommendations on LinkedIn.', 'channels'),
  say('Fine, thanks.'),
  say('It does. I worry the licence costs more than it saves.', 'objections'),
  say("I don't know, honestly.", 'gaps'),
  say("Not really. I don't have time for another dashboard nobody looks at.", 'quotes'),
  say('Vendors promise integrations that never work, in my experience.', 'pains'),
  say('Simpler. Another tool to learn worries me.', 'objections'),
  say("I can't say that."),
  say('I spend hours every week copying data between spreadsheets.', 'pains'),
  say('Cut the time my team spends on manual reporting.', 'goals'),
  say('No. I compare the licence cost with what it saves.', 'objections'),
  say("I'd rather stay myself: an operations manager at a freight forwarder.", 'at-a-glance'),
  say("Show me it works with our ERP and I'll listen.", 'quotes'),
  say("Thanks, that's all from me."),
];

const SMALL: Scripted[] = [say("Not bad, thanks — I'm doing fine."), say("Hard to say — I'll see how the week goes."), say('Hard to say, it depends on my week.'), say("I'm an operations manager at a freight forwarder.", 'at-a-glance')];

const CONVERSATION: Scripted[] = [
  say("Hi, I'm Rita Alvarez. I'm an operations manager at a mid-sized freight forwarder.", 'at-a-glance'),
  say('Most weeks I spend hours copying data between spreadsheets.', 'pains'),
  say('What frustrates me most: vendors promise integrations that never work.', 'pains'),
  say('Probably not at that price. I worry the licence costs more than it saves.', 'objections'),
  say('Less time on setup matters more to me. Another tool to learn worries me.', 'objections'),
  say('The integrations vendors promise never work.', 'pains'),
  say('Yes, I would. I trust peer recommendations, so I would pass it on.', 'channels'),
  HOLDS_ROLE,
];

/** Another persona's answer: its Blueprint's first sentences (it is not the one graded). */
function memberAnswer(persona: PersonaContext, review: boolean): Scripted {
  const sentences = persona.sections.flatMap((s) => s.markdown.split(/(?<=\.)\s+|\n+/).map((t) => t.replace(/^[-*>\s"]+|"$/g, '').trim())).filter(Boolean);
  const own = sentences.slice(0, 2).join(' ');
  return say(review ? `I disagree. For me it is different: ${own}` : own, persona.sections[0]?.key ?? 'at-a-glance');
}

/** Rita answering well: grounded, consistent, in role, honest about her gaps, with a stance and no stock frames. */
export function wellBehaved(q: PersonaQuestion): Scripted {
  const kind = kindOf(q);
  if (q.persona.avatar.name !== RITA.avatar.name && (kind.kind === 'panel-answer' || kind.kind === 'panel-review')) return memberAnswer(q.persona, kind.kind === 'panel-review');
  switch (kind.kind) {
    case 'retest':
      return RETEST[kind.section] ?? say('I spend hours every week copying data between spreadsheets.', 'pains');
    case 'attack':
      return ROLE_ATTACKS[kind.index]!.kind === 'other-persona' ? say(`I can't speak for anyone else. ${HOLDS_ROLE.text}`, 'at-a-glance') : HOLDS_ROLE;
    case 'drift-probe':
      return PROBES[kind.index]!;
    case 'drift-filler':
      return FILLERS[kind.index]!;
    case 'gap':
      return say("I don't know yet — that's still open for me.", 'gaps');
    case 'small-talk':
      return SMALL[kind.index]!;
    case 'conversation':
      return CONVERSATION[kind.index]!;
    case 'panel-answer':
      return say('I spend hours every week copying data between spreadsheets. I worry the licence costs more than it saves.', 'pains', 'objections');
    case 'panel-review':
      return say('I partly agree. I worry the licence costs more than it saves.', 'objections');
    case 'other':
      return say("I'm not sure I follow.");
  }
}

/** A script: the answer to a question, given how often this question was asked before. */
export type Script = (q: PersonaQuestion, asked: number) => Scripted;

/** A PersonaModel playing a script, streamed in two pieces. */
export function scriptedModel(script: Script): PersonaModel & { calls: PersonaQuestion[] } {
  const counts = new Map<string, number>();
  const calls: PersonaQuestion[] = [];
  return {
    calls,
    answer(q) {
      calls.push(q);
      const key = `${q.persona.avatar.name}\u0000${q.task?.kind ?? ''}\u0000${q.question}`;
      const asked = counts.get(key) ?? 0;
      counts.set(key, asked + 1);
      const { text, cites } = script(q, asked);
      const cut = Math.floor(text.length / 2);
      async function* pieces() {
        yield text.slice(0, cut);
        yield text.slice(cut);
      }
      return Promise.resolve({ text: pieces(), citations: () => cites });
    },
  };
}

/** Rita's panel: two personas whose Blueprints differ from hers and each other's. */
export const PANEL: PersonaContext[] = [
  {
    avatar: { name: 'Sven Berg', age: 29, gender: 'male', occupation: 'Brand Designer', company: 'Acme Logistics Software', campaign: 'Spring launch' },
    sections: [
      { key: 'at-a-glance', title: 'At a glance', markdown: 'Sven designs packaging for a craft brewery and works alone from a studio.' },
      { key: 'pains', title: 'Pains and frustrations', markdown: '- Clients change the brief after the first sketch.\n- Invoices paid ninety days late.' },
    ],
  },
  {
    avatar: { name: 'Grace Okoye', age: 55, gender: 'female', occupation: 'Chief Financial Officer', company: 'Acme Logistics Software', campaign: 'Spring launch' },
    sections: [
      { key: 'at-a-glance', title: 'At a glance', markdown: 'Grace signs off every purchase above ten thousand euros at a hospital group.' },
      { key: 'objections', title: 'Objections', markdown: '- Auditors demand a paper trail for every licence.\n- Multi-year contracts lock budgets.' },
    ],
  },
];
