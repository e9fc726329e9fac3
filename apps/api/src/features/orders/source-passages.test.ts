import { describe, expect, it } from 'vitest';
import { PASSAGE_MAX_LENGTH, PASSAGE_MIN_LENGTH, splitPassages } from './source-passages';

const sentence = (n: number) => `Sentence number ${n} says something about the buyer and their week.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('splitting a source into passages', () => {
  it('keeps paragraph-sized paragraphs whole, numbered from 1', () => {
    const text = [paragraph(1, 6), paragraph(7, 6), paragraph(13, 6)].join('\n\n');
    const passages = splitPassages(text, 'paragraphs');
    expect(passages.map((p) => [p.position, p.location])).toEqual([
      [1, 'paragraph 1'],
      [2, 'paragraph 2'],
      [3, 'paragraph 3'],
    ]);
    expect(passages[1]!.text).toBe(paragraph(7, 6));
  });

  it('merges short paragraphs until a passage is long enough', () => {
    const text = ['Title', 'Short line one.', 'Short line two.', paragraph(1, 8)].join('\n\n');
    const passages = splitPassages(text, 'paragraphs');
    expect(passages[0]!.text.startsWith('Title\nShort line one.\nShort line two.\n')).toBe(true);
    expect(passages).toHaveLength(1);
  });

  it('splits a long paragraph at sentence ends, never above the maximum', () => {
    const passages = splitPassages(paragraph(1, 60), 'paragraphs');
    expect(passages.length).toBeGreaterThan(2);
    for (const p of passages) {
      expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX_LENGTH);
      expect(p.text).toMatch(/^Sentence number \d+ .*week\.$/);
    }
    expect(passages.map((p) => p.text).join(' ')).toBe(paragraph(1, 60));
  });

  it('takes a transcript with one turn per line and no blank lines turn by turn', () => {
    const turns = Array.from({ length: 80 }, (_, i) => `${i % 2 ? 'Customer' : 'Interviewer'}: ${sentence(i)}`);
    const passages = splitPassages(turns.join('\n'), 'paragraphs');
    expect(passages.length).toBeGreaterThan(5);
    for (const p of passages) {
      expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX_LENGTH);
      expect(p.text.length).toBeGreaterThanOrEqual(PASSAGE_MIN_LENGTH);
      // Whole turns only.
      for (const line of p.text.split('\n')) expect(turns).toContain(line);
    }
    expect(passages.flatMap((p) => p.text.split('\n'))).toEqual(turns);
  });

  it('cuts a line without any sentence end or space at the maximum', () => {
    const passages = splitPassages('x'.repeat(PASSAGE_MAX_LENGTH * 2 + 5), 'paragraphs');
    expect(passages.map((p) => p.text.length)).toEqual([PASSAGE_MAX_LENGTH, PASSAGE_MAX_LENGTH, 5]);
  });

  it('keeps PDF pages apart and counts blank pages', () => {
    const passages = splitPassages(`First page.\fSecond page, short.\f\f${paragraph(1, 40)}`, 'pages');
    expect(passages[0]).toEqual({ position: 1, location: 'page 1', text: 'First page.' });
    expect(passages[1]).toEqual({ position: 2, location: 'page 2', text: 'Second page, short.' });
    expect(passages.slice(2).every((p) => p.location === 'page 4')).toBe(true);
    expect(passages.map((p) => p.position)).toEqual(passages.map((_, i) => i + 1));
  });

  it('makes one passage per CSV row', () => {
    expect(splitPassages('Name: Ann; Role: buyer\nName: Bob\n', 'rows')).toEqual([
      { position: 1, location: 'row 1', text: 'Name: Ann; Role: buyer' },
      { position: 2, location: 'row 2', text: 'Name: Bob' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitPassages(' \n\n ', 'paragraphs')).toEqual([]);
    expect(splitPassages('', 'rows')).toEqual([]);
  });
});
