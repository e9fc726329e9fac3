/**
 * The choices a question offers ("Would you pay monthly or yearly?", "Which matters more: price, speed or
 * support?"), as written, in the question's order; [] when it offers none. Both the offline responder (to
 * pick one) and a panel's tally (to count them) read them.
 */

/** Words that end the question's frame: what follows them is the first choice ("would you rather | pay monthly"). */
const FRAME = /^.*\b(?:prefer|rather(?: (?:have|get|pay|see|hear|use|read|spend))?|choose|pick|between|want|like|use|take|buy|need|try|go (?:for|with)|is it|would it be)\s+/i;
/** A question's opening auxiliary and subject ("Is …", "Should we …"), which are not part of the first choice. */
const AUXILIARY = /^(?:(?:do|does|did)\s+(?:you|they|we|i)\s+\p{L}+\s+|(?:is|are|was|were|should|would|could|will|can|shall)\s+(?:(?:it|we|you|they|i|there)\s+)?)/iu;
/** What follows the last choice without being part of it: "… or yearly, and why?", "… more important for you?". */
const AFTER_LAST = /[,;:—–(?]|\s-\s|\band why\b|\bfor you\b|\s(?:more|less|most|better|best)\b|\s(?:in|on|at|when|if|than)\s|\s\p{L}+\s+(?:you|me|us)\b/iu;
/** What comes after "or" without being a choice: "… or not?", "… or something else?". */
const NOT_A_CHOICE = /^(?:not|no|none|neither|nothing|both|either|other|others|anything else|something else|what|so|maybe)$/i;
/** Sentence adverbs that open a question without being a choice ("Honestly, email or phone?"). */
const INTERJECTION = /^(?:honestly|so|ok|okay|well|now|then|and|but|also|finally|lastly|quick question)$/i;
/** A preposition both choices may share ("lead with price or with integrations"): said once, not in the choices. */
const SHARED_PREPOSITION = /^(with|for|on|in|by|to|at|from|via|through)\s+/i;
/** The longest a choice may be, in words. */
const MAX_WORDS = 6;
/** A question word opens a follow-up, never a choice: "Why or why not?", "How or when?". */
const QUESTION_WORD = /^(?:why|how|what|when|where|who|whom|whose|which|whether)\b/i;
/** A follow-up that asks for the reason of the answer before it ("Why or why not?", "And why?", "How so?"): not the question itself. */
const FOLLOW_UP = /^(?:and\s+|but\s+|if\s+(?:so|not),?\s+)?(?:why(?:\s+or\s+why\s+not|\s+not)?|how\s+(?:so|come)|what\s+makes\s+you\s+say\s+(?:so|that)|explain)\s*\?+$/i;
/** A question answered with a yes or a no ("Would you pay …?", "Is it …?"). */
export const YES_NO_START = /^(?:do|does|did|would|will|are|is|was|were|can|could|should|have|has|had|shall|may|might)\s+(?:you|your|it|that|this|there|they|a|an|the|we|i)\b/i;

/** Whether a choice is really one: a question word ("why", "how …") opens a follow-up, not an option. */
export const isChoice = (choice: string): boolean => !QUESTION_WORD.test(choice.trim());

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const trim = (text: string) => text.replace(/^[\s,;:—–-]+|[\s,;:—–.?!-]+$/g, '').trim();
const lastWords = (text: string, count: number) => words(text).slice(-count).join(' ');

/**
 * The questions in a text, each from its start (or the sentence, line or quotation mark before it) to its
 * question mark: 'They were asked: "Monthly or yearly?". Do you agree?' → ["Monthly or yearly?", "Do you agree?"].
 */
export function questionSentences(text: string): string[] {
  return (text.match(/[^?\n"“”]*\?/g) ?? []).map((q) => (q.split(/(?<=[.!])\s+/).pop() ?? '').trim()).filter((q) => /\p{L}/u.test(q));
}

/** The questions of a text without the follow-ups that ask for a reason ("Would you pay? Why or why not?" → "Would you pay?"). */
export const mainQuestions = (text: string): string[] => {
  const asked = questionSentences(text);
  const main = asked.filter((q) => !FOLLOW_UP.test(q));
  return main.length > 0 ? main : asked;
};

/** The question a text asks last, its follow-ups aside. */
export const askedQuestion = (text: string): string => mainQuestions(text).at(-1) ?? '';

/** Whether the question is answered with a yes or a no (and offers no choices). */
export const isYesNoQuestion = (question: string): boolean => YES_NO_START.test(askedQuestion(question)) && questionChoices(question).length === 0;

/** The question sentence that holds " or " (a follow-up such as "Why or why not?" offers none). */
const choiceSentence = (question: string) => mainQuestions(question).find((s) => /\s+or\s+/i.test(s));

/** A choice as the question starts it ("Trail shoes" → "trail shoes"), unless it is a name or an acronym. */
const lowerStart = (choice: string, sentence: string) =>
  sentence.startsWith(choice) && !/^\S\p{Lu}|^I\b/u.test(choice) && !/^\p{Lu}\S*\s+\p{Lu}/u.test(choice) ? choice[0]!.toLowerCase() + choice.slice(1) : choice;

/** The choices before the last "or": a list after a colon or the frame's verb, else the last clause (or a short list). */
function firstChoices(before: string, last: string): string[] {
  const colon = before.lastIndexOf(':');
  const framed = colon >= 0 ? before.slice(colon + 1) : FRAME.test(before) ? before.replace(FRAME, '') : undefined;
  const split = (text: string) => text.split(/,|\s+or\s+/i).map(trim).filter((item) => item && !INTERJECTION.test(item));
  let items = split(framed ?? before.replace(AUXILIARY, ''));
  const short = words(last).length + 1;
  if (framed === undefined && items.some((item) => words(item).length > short)) items = items.slice(-1);
  const preposition = SHARED_PREPOSITION.exec(last)?.[1];
  // Without a frame, a first choice is as long as the last one ("Would you pay | monthly or yearly?"), with its article.
  const longest = framed === undefined ? words(last).length : short + 1;
  return items.map((item) => {
    const shared = preposition ? ` ${item.toLowerCase()}`.lastIndexOf(` ${preposition.toLowerCase()} `) : -1;
    const own = shared >= 0 ? item.slice(shared + preposition!.length + 1) : item;
    if (words(own).length <= longest) return own;
    const cut = lastWords(own, longest + 1);
    return /^(?:a|an|the)\s/i.test(cut) ? cut : lastWords(own, longest);
  });
}

export function questionChoices(question: string): string[] {
  const sentence = choiceSentence(question.trim());
  if (!sentence) return [];
  const at = sentence.search(/\s+or\s+(?!.*\s+or\s+)/i);
  const afterOr = sentence.slice(at).replace(/^\s+or\s+/i, '');
  const last = trim(afterOr.split(AFTER_LAST)[0] ?? '');
  if (!last || NOT_A_CHOICE.test(last) || words(last).length > MAX_WORDS) return [];
  const lastChoice = last.replace(SHARED_PREPOSITION, '');
  const choices = [...firstChoices(sentence.slice(0, at), last).map((c) => lowerStart(c, sentence)), lastChoice];
  if (choices.some((c) => !c || words(c).length > MAX_WORDS || !isChoice(c))) return [];
  const distinct = new Set(choices.map((c) => c.toLowerCase()));
  return distinct.size === choices.length && choices.length >= 2 ? choices : [];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A choice as another text may name it: without its article ("a free trial" is named by "the free trial"). */
const core = (choice: string) => choice.toLowerCase().replace(/^(?:a|an|the|some|your|my)\s+/, '');

/** The choice a text names first ("I'd go for yearly — monthly is …" → "yearly"); undefined if it names none. */
export function choiceNamed(text: string, choices: string[]): string | undefined {
  const lower = text.toLowerCase();
  let best: { choice: string; at: number } | undefined;
  for (const choice of choices) {
    const at = lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(core(choice))}(?![\\p{L}\\p{N}])`, 'u'));
    if (at >= 0 && (!best || at < best.at)) best = { choice, at };
  }
  return best?.choice;
}
