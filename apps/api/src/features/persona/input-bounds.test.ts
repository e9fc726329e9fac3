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

  it('finds, scanning from the newest, the pairs that reading the thread from its start finds', () => {
    // The window as a forward reading defines it: every question followed at once by its answer, the newest that fit.
    const forward = (messages: HistoryMessage[], limits: { maxMessages: number; maxChars: number }) => {
      const pairs: HistoryMessage[][] = [];
      for (let i = 0; i + 1 < messages.length; i++) {
        if (messages[i]!.role === 'user' && messages[i]!.status === 'answered' && messages[i + 1]!.role === 'assistant') pairs.push([messages[i]!, messages[i++ + 1]!]);
      }
      const kept: HistoryMessage[][] = [];
      let characters = 0;
      for (const pair of pairs.reverse()) {
        const size = pair[0]!.content.length + pair[1]!.content.length;
        if ((kept.length + 1) * 2 > limits.maxMessages || characters + size > limits.maxChars) break;
        kept.push(pair);
        characters += size;
      }
      return kept.reverse().flat().map(({ role, content }) => ({ role, content }));
    };
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const make = [() => q(`q${seed}`), () => q(`u${seed}`, 'unanswered'), () => q(`p${seed}`, 'pending'), () => a(`a${seed}`.repeat(1 + Math.floor(next() * 5)))];
    for (let run = 0; run < 200; run++) {
      const thread = Array.from({ length: Math.floor(next() * 60) }, () => make[Math.floor(next() * make.length)]!());
      const limits = { maxMessages: Math.floor(next() * 24), maxChars: Math.floor(next() * 400) };
      expect(historyWindow(thread, limits)).toEqual(forward(thread, limits));
    }
  });
});
