import type { BlueprintSectionKey } from '@persona/shared';
import type { ComposedAnswer } from './compose-grounds';
import { groundsOf } from './compose-grounds';
import type { SmallTalkTopic } from './conversation-moves';
import { passagesOf, withStems, type Turn } from './reply-context';
import { TextMatcher } from './text-hits';

/** A friendly opening for each topic: glue, no facts (the usual ones, then more for a long thread). */
const OPENINGS: Record<SmallTalkTopic, { usual: string[]; more: string[] }> = {
  'how-are-you': { usual: ['Not bad, thanks for asking.', 'Fine, thanks.'], more: ["Can't complain, thanks.", 'All good, thanks.'] },
  'free-time': { usual: ["That's my own business, to be honest.", "Ha — that's my business."], more: ["I'd rather not get into that."] },
  tenure: { usual: ["A good while, I'd say.", 'Quite a while.'], more: ['A fair while.'] },
  weather: { usual: ["Can't complain.", 'No complaints.'], more: ['It is what it is.'] },
  thanks: { usual: ['Thanks to you, too.', 'My pleasure.'], more: ['Any time.'] },
};

/** Where a small-talk answer turns to the persona's work: the sections it speaks from. */
const PIVOTS: Record<SmallTalkTopic, BlueprintSectionKey[]> = {
  'how-are-you': ['goals', 'at-a-glance'],
  'free-time': ['at-a-glance', 'goals'],
  tenure: ['at-a-glance', 'goals'],
  weather: ['goals', 'pains'],
  thanks: ['leave-or-convince', 'objections', 'goals'],
};

/**
 * Small talk, in character and short: what the Blueprint says of it when it says something ("Any plans for the
 * weekend?" → "I hike every weekend"), else a friendly line and one thing from its Blueprint; never a dead end.
 */
export function smallTalk(turn: Turn, topic: SmallTalkTopic): ComposedAnswer {
  // Work and job are what every Blueprint is about: they say nothing of the persona's free time.
  const own = new TextMatcher(turn.index).best(withStems(turn.question.replace(/\b(?:work|job|day|week)\b/gi, ' ')), ['at-a-glance', 'goals', 'quotes', 'pains', 'channels']);
  if (own && topic !== 'thanks' && topic !== 'how-are-you') {
    const lead = turn.speaker.choose(['Funny you ask.', 'Oh, yes.'], ['Yes, actually.']);
    return { text: `${lead} ${turn.speaker.say(own.passage, false)}`, ...groundsOf(turn.persona, [own.passage]) };
  }
  const opening = turn.speaker.choose(OPENINGS[topic].usual, OPENINGS[topic].more);
  const facts = topic === 'tenure' ? turn.index.passages.filter((p) => p.source === 'avatar' && /^I work as/.test(p.text)) : [];
  const pivot = passagesOf(turn, PIVOTS[topic]).slice(0, 1);
  const passages = [...facts, ...pivot];
  const said = passages.map((p, i) => turn.speaker.say(p, false, i));
  return { text: [opening, ...said].join(' '), ...groundsOf(turn.persona, passages) };
}
