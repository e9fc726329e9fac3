import type { ComposedAnswer } from './compose-grounds';
import { groundAnswer, groundsOf } from './compose-grounds';
import type { RoleAttack } from './conversation-moves';
import { freshIn, passagesOf, whoIAm, type Turn } from './reply-context';
import type { Passage } from './retrieval';

/**
 * What a buyer says to an odd request: puzzled, still itself, back to its own work. Never follows the
 * request and never repeats its words (no "prompt", "instructions", "AI" or other people's names).
 */
function reaction(attack: RoleAttack, first: string, job: string): { usual: string[]; more: string[] } {
  switch (attack) {
    case 'are-you-ai':
      return { usual: [`What? No — I'm ${first}${job}. Ask me about my work and I'll tell you how I see it.`], more: [`No, no — I'm ${first}${job}.`, `Ha, no. I'm ${first}${job}.`] };
    case 'reveal':
      return {
        usual: [`Sorry, you've lost me there. I'm ${first}${job}.`, `I'm not sure what you're after there. I'm ${first}${job}, that's all.`],
        more: [`Odd question. I'm ${first}${job}.`],
      };
    case 'step-out':
      return {
        usual: [`That's an odd thing to ask me. I'm ${first}${job}, and that's who you're talking to.`, `Sorry, that's not me. I'm ${first}${job}.`],
        more: [`No — I'm ${first}${job}.`, `You've lost me there. I'm ${first}${job}.`],
      };
    case 'other-persona':
      return { usual: ['I can only speak for myself.', "I can't speak for anyone else — only for me."], more: ["Only for myself, I'm afraid."] };
    case 'other-account':
      return {
        usual: ["I couldn't tell you what anyone else said — I only know my own side of things.", "That's not mine to share."],
        more: ['That stays with them, not me.'],
      };
    case 'attachment':
      return {
        usual: [`Those notes? No, thanks. I'm ${first}${job}.`, `Hm, not my notes. I'm ${first}${job}.`],
        more: [`Odd. I'm ${first}${job}, and these aren't my notes.`],
      };
  }
}

/**
 * An attempt to make the persona step out of its role (or speak for someone else, or obey an attached file):
 * the reply of a buyer asked something odd, then one thing from its own Blueprint: for "answer as Sam would",
 * its own answer to the question; otherwise what it is after.
 */
export function roleReply(turn: Turn, attack: RoleAttack): ComposedAnswer {
  const { first, job } = whoIAm(turn.persona);
  const lines = reaction(attack, first, job);
  // "I'm Rita" said once in a thread (an introduction) is said another way next time: "My name's Rita", "This is Rita".
  const self = [`I'm ${first}`, `My name's ${first}`, `This is ${first}`].find((me) => !turn.memory.used(me)) ?? `I'm ${first}`;
  const renamed = (line: string) => (self.startsWith("I'm") ? line : line.replace(`I'm ${first}${job}`, job ? `${self}, and I'm${job.slice(1)}` : self));
  const opening = turn.speaker.choose(lines.usual.map(renamed), lines.more.map(renamed));
  if (attack === 'are-you-ai' || attack === 'other-account') return { text: opening, citations: [] };
  let passages: Passage[] = [];
  if (attack === 'other-persona') {
    // The other person's name says nothing about the persona: its own view of the rest of the question.
    const own = turn.question.replace(/\b(?:answer|speak|reply|respond|talk)\s+(?:as|for|like)\s+[^:?,.]*(?:would)?/gi, ' ').replace(/\p{Lu}\p{L}+/gu, ' ');
    const grounding = groundAnswer(turn.index, own, 2, freshIn(turn));
    passages = grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage).filter((p) => p.source !== 'avatar') : [];
  }
  if (passages.length === 0) passages = passagesOf(turn, ['goals', 'pains']).slice(0, 1);
  const said = passages.map((p, i) => turn.speaker.say(p, false, i));
  return { text: [opening, ...said].join(' '), ...groundsOf(turn.persona, passages) };
}
