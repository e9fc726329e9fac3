import type { ChatTurn } from './persona-model';

/** The first `max` UTF-16 units of `text`, never half a character. */
export function keptPart(text: string, max: number): string {
  const kept = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/** The text cut to `max` characters (never inside a character), saying how much was left out. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = keptPart(text, max);
  return `${kept}\n[… ${(text.length - kept.length).toLocaleString('en-US')} more characters left out]`;
}

/** A stored message as the history sees it: only answered questions and answers reach the model. */
export interface HistoryMessage extends ChatTurn {
  status: 'answered' | 'pending' | 'unanswered';
}

/**
 * What the model is shown of a thread: question-and-answer pairs only (a question without its answer, or an
 * answer without its question, is left out, so turns always alternate user, assistant), the newest pairs that
 * fit in `maxMessages` and `maxChars`, whole, oldest first.
 */
export function historyWindow(messages: HistoryMessage[], limits: { maxMessages: number; maxChars: number }): ChatTurn[] {
  // From the newest back, stopping once the window is full: a long thread costs no more than a short one. A pair
  // is a question followed at once by its answer, so scanning backwards finds the pairs a forward scan does.
  const kept: [ChatTurn, ChatTurn][] = [];
  let characters = 0;
  for (let i = messages.length - 2; i >= 0 && (kept.length + 1) * 2 <= limits.maxMessages; i--) {
    const question = messages[i]!;
    const answer = messages[i + 1]!;
    if (question.role !== 'user' || question.status !== 'answered' || answer.role !== 'assistant') continue;
    const size = question.content.length + answer.content.length;
    if (characters + size > limits.maxChars) break;
    kept.push([
      { role: 'user', content: question.content },
      { role: 'assistant', content: answer.content },
    ]);
    characters += size;
  }
  return kept.reverse().flat();
}
