import type { BlueprintSectionKey } from '@persona/shared';
import { mainQuestions, questionChoices, YES_NO_START } from './question-choices';

/**
 * The move a chat question makes, as a person would hear it: each kind gets its own reply (reply-*.ts).
 * Role attacks are recognised first, in the question and in any attached file's text.
 */
export type Move =
  | { kind: 'role-attack'; attack: RoleAttack }
  | { kind: 'greeting' }
  | { kind: 'introduction' }
  | { kind: 'small-talk'; topic: SmallTalkTopic }
  | { kind: 'typical-week' }
  | { kind: 'paraphrase'; about: string }
  | { kind: 'about'; sections: BlueprintSectionKey[] }
  | { kind: 'comparison'; choices: string[] }
  | { kind: 'leading' }
  | { kind: 'yes-no'; asks: YesNoKind }
  | { kind: 'open' };

export type RoleAttack = 'are-you-ai' | 'reveal' | 'step-out' | 'other-persona' | 'other-account' | 'attachment';
export type SmallTalkTopic = 'how-are-you' | 'free-time' | 'tenure' | 'weather' | 'thanks';
/** A yes-or-no question about a price, a liking ("do you like hiking?"), a hypothetical ("would you…?") or a fact. */
export type YesNoKind = 'price' | 'liking' | 'hypothetical' | 'fact';

/** Where an attached file's text starts in a question (chat.service's withAttachment). */
const ATTACHED = /\n-{3,} Attached file: |\nAttached: |\n---\n/;

const ARE_YOU_AI = /\b(?:are you|you're|you are)\s+(?:an?\s+|just\s+an?\s+)?(?:ai|a\.i\.|bot|robot|chat ?bot|chatgpt|gpt|language model|llm|assistant|machine|program|real|human|a real person)\b/i;
const REVEAL = /\b(?:system prompt|your (?:prompt|instructions|rules)|instructions? word for word|what were you told|(?:print|show|paste|repeat) (?:me )?(?:the|your) (?:blueprint|prompt|instructions|profile)|blueprint you were given|section headings)\b/i;
const STEP_OUT =
  /\b(?:(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions?|prompt|rules|role(?:-?play)?|persona|character|previous|above|everything)|stop pretending|pretend (?:to be|you are|you're)|neutral assistant|as an? (?:ai|assistant|language model|chatbot)|as the ai|not as the character|break character|out of character|developer mode|jailbreak)\b/i;
const OTHER_PERSONA = /\b(?:answer|speak|reply|respond|talk)\s+(?:as|for|like)\s+(?!me\b|my\b|i\b|yourself\b|you\b)[\p{L}{]/iu;
const OTHER_ACCOUNT = /\b(?:another|other) (?:customer|account|client|user|company)'?s?\b|\bwhat did \p{Lu}\p{L}+ tell you\b|\bsomeone else's (?:notes|data)\b/u;
const INJECTED = /\b(?:system notice|ignore (?:your|all|every|previous)|reply only with|new instructions|you are now|list your instructions|as an ai)\b/i;

const GREETING = /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)\b[\s\p{L}]{0,20}[!.,?]*\s*$/iu;
const HELLO = /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)\b/i;
const INTRODUCTION =
  /\b(?:who are you|introduce yourself|(?:tell me|talk) (?:a (?:bit|little) )?about (?:yourself|you)\b|what do you do(?: for a living)?\s*\?*$|what(?:'s| is) your (?:job|role|background|story)|describe yourself|who am i talking to)/i;
const TYPICAL_WEEK = /\b(?:typical|normal|usual|average|ordinary) (?:week|day|workday|working day)\b|\bwhat do you do all day\b|\bday[- ]to[- ]day\b|\bwhat (?:fills|does) your (?:week|day)\b/i;
const SMALL_TALK: [SmallTalkTopic, RegExp][] = [
  ['how-are-you', /\bhow(?:'s| is| are)\s+(?:you|your (?:day|week|morning)|it going|things|life)\b|\bhow are you\b|\bhow have you been\b/i],
  ['free-time', /\b(?:weekend|switch off|unwind|relax|hobb(?:y|ies)|free time|spare time|after work|day off|holiday|vacation)\b/i],
  ['tenure', /\bhow long have you (?:been|worked)\b|\bhow many years\b/i],
  ['weather', /\bweather\b/i],
  ['thanks', /^\s*(?:thanks|thank you|cheers)\b|\banything else you (?:want|would like) to (?:tell|add|say)\b/i],
];
const PARAPHRASE =
  /\b(?:in other words|other words|rephrase|put (?:it|that) (?:differently|another way)|say (?:it|that) (?:again|differently)|what did you (?:say|mean)|you (?:said|mentioned)|explain (?:it|that) again|come again|what was that)\b/i;
const PARAPHRASE_ASK = /\s*(?:(?:can you |could you |please )?(?:say|put|explain) (?:it|that)[^.?!]*[.?!]|in other words[,.?!]?|what did you (?:say|mean)\b|you (?:said|mentioned)\b)\s*/gi;
const LEADING = /\b(?:right\?|surely\b|don't you (?:think|agree)|wouldn't you\?|isn't it\?|does it\?|do they\?|you seem like|you (?:must|would) (?:love|agree))/i;
const REQUEST = /^(?:can|could|would|will) you (?:please )?(?:tell|explain|describe|walk|share|talk)\b/i;
/**
 * Questions about one subject of the Blueprint, however they are worded ("What worries you…?", "What would hold you
 * back…?"): answered from that section, so the same question in other words gets the same answer.
 */
const ABOUT: [BlueprintSectionKey[], RegExp][] = [
  [['leave-or-convince', 'objections'], /\bwhat matters (?:the )?most\b.*\b(?:choos\w*|pick\w*|buy\w*|select\w*)\b|\b(?:choos\w*|pick\w*|buy\w*|select\w*)\b.*\bwhat matters (?:the )?most\b|\b(?:make|makes) you trust\b|\bwhat do you look for in\b/i],
  [['triggers'], /\b(?:start (?:looking|searching)|sets? off a search|shopping around|look(?:ing)? for a new)\b/i],
  [['leave-or-convince'], /\b(?:convince\w*|walk away|decides? it|win you over|deal ?breaker|make you (?:buy|leave))\b/i],
  [['objections'], /\b(?:worr(?:y|ies)|hold you back|doubts?|concerns?|hesitat\w*|put you off)\b/i],
  [['goals'], /\b(?:trying to achieve|success look like|main goal|your goals?|aiming (?:for|at)|want to achieve)\b/i],
  [['pains'], /\b(?:frustrat\w*|headaches?|annoys?|annoying|drives you mad|keeps you up at night|pain points?)\b/i],
  [['channels'], /\b(?:for advice|recommendations? do you trust|whose (?:advice|recommendations?)|hear about new|where do you (?:read|learn|find out))\b/i],
];
const NARROWED = /\b(?:about|with) (?!(?:buying|signing|a tool|tools?|how|the way|your (?:work|job)|it|that|this)\b)[\p{L}]+/iu;
const WH_QUESTION = /^(?:what|which|who|whose|where|when|how|why)\b/i;
const PRICE = /\b(?:pay|price|prices|pricing|cost|costs|euros?|dollars?|pounds?|per month|a month|a year|subscription|licen[cs]e fee|fee|expensive|cheap)\b|[€$£]\s?\d/i;
const LIKING = /^(?:do|would|did|are)\s+you\s+(?:\p{L}+\s+)?(?:like|love|enjoy|fancy|prefer|trust|want|care|mind|hate|into)\b/iu;

/** The question without any attached file's text. */
export const typedPart = (question: string) => question.split(ATTACHED)[0] ?? question;

/** The move the question makes. */
export function recogniseMove(question: string): Move {
  const typed = typedPart(question).trim();
  const attached = question.slice(typed.length);
  if (attached && INJECTED.test(attached)) return { kind: 'role-attack', attack: 'attachment' };
  if (ARE_YOU_AI.test(typed) && !STEP_OUT.test(typed)) return { kind: 'role-attack', attack: 'are-you-ai' };
  if (REVEAL.test(typed)) return { kind: 'role-attack', attack: 'reveal' };
  if (STEP_OUT.test(typed)) return { kind: 'role-attack', attack: 'step-out' };
  if (OTHER_ACCOUNT.test(typed)) return { kind: 'role-attack', attack: 'other-account' };
  if (OTHER_PERSONA.test(typed)) return { kind: 'role-attack', attack: 'other-persona' };

  if (GREETING.test(typed)) return { kind: 'greeting' };
  if (INTRODUCTION.test(typed)) return { kind: 'introduction' };
  if (TYPICAL_WEEK.test(typed)) return { kind: 'typical-week' };
  if (PARAPHRASE.test(typed)) return { kind: 'paraphrase', about: typed.replace(PARAPHRASE_ASK, ' ').trim() };
  const small = SMALL_TALK.find(([, pattern]) => pattern.test(typed));
  if (small) return { kind: 'small-talk', topic: small[0] };

  const lastAsked = mainQuestions(typed).at(-1)?.replace(HELLO, '').replace(/^[\s,!.]+/, '').replace(/^(?:remind me|so|and|once more|ok(?:ay)?)\b[\s:,]*/gi, '').replace(/^(?:so|once more)\b[\s:,]*/gi, '') ?? '';
  // "What frustrates you about spreadsheets?" narrows the subject: the passages it names answer it, not the whole section.
  const about = WH_QUESTION.test(lastAsked) && !NARROWED.test(lastAsked) && !questionChoices(typed).length ? ABOUT.find(([, pattern]) => pattern.test(lastAsked)) : undefined;
  if (about) return { kind: 'about', sections: about[0] };
  const choices = questionChoices(typed);
  if (choices.length > 0) return { kind: 'comparison', choices };
  if (LEADING.test(typed)) return { kind: 'leading' };
  const asked = mainQuestions(typed).at(-1)?.replace(HELLO, '').replace(/^[\s,!.]+/, '') ?? '';
  // "Can you tell me how you weigh…?" asks for an account, not a yes or a no.
  if (REQUEST.test(asked)) return { kind: 'open' };
  if (YES_NO_START.test(asked)) return { kind: 'yes-no', asks: PRICE.test(asked) ? 'price' : LIKING.test(asked) ? 'liking' : /^(?:would|will|could|should|might|may)\b/i.test(asked) ? 'hypothetical' : 'fact' };
  return { kind: 'open' };
}
