import { describe, expect, it } from 'vitest';
import { cutText, historyWindow, type HistoryMessage } from './input-bounds';

const q = (content: string, status: HistoryMessage['status'] = 'answered'): HistoryMessage => ({ role: 'user', content, status });
const a = (content: string): HistoryMessage => ({ role: 'assistant', content, status: 'answered' });

describe('cutText', () => {
  it('keeps a short text and cuts a long one, saying how much is left out, never inside a character', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcdef', 4)).toBe('abcd\n[… 2 more characters left out]');
    expect(cutText('ab😀cd', 3)).toBe('ab\n[… 4 more characters left out]');
  });
});

describe('historyWindow', () => {
  it('keeps only question-and-answer pairs, so turns alternate', () => {
    const turns = historyWindow([q('lost', 'unanswered'), q('one'), a('1'), q('gone', 'unanswered'), q('also gone', 'pending'), q('two'), a('2'), a('stray')], {
      maxMessages: 20,
      maxChars: 1000,
    });
    expect(turns).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: '1' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: '2' },
    ]);
  });

  it('takes the newest whole pairs that fit the characters and the message count', () => {
    const thread = [q('a'.repeat(50)), a('b'.repeat(50)), q('c'.repeat(10)), a('d'.repeat(10)), q('e'.repeat(10)), a('f'.repeat(10))];
    expect(historyWindow(thread, { maxMessages: 20, maxChars: 45 }).map((t) => t.content[0])).toEqual(['c', 'd', 'e', 'f']);
    expect(historyWindow(thread, { maxMessages: 2, maxChars: 1000 }).map((t) => t.content[0])).toEqual(['e', 'f']);
    expect(historyWindow([q('x'.repeat(100)), a('y')], { maxMessages: 20, maxChars: 50 })).toEqual([]);
  });
});
