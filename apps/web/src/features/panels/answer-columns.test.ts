import { describe, expect, it } from 'vitest';
import { answerColumns } from './answer-columns';

describe('the answer grid', () => {
  it('fills its rows evenly: 2 and 4 answers in two columns, 3 in three, 5 and 6 in three on wide screens', () => {
    expect(answerColumns(2)).toContain('md:grid-cols-2');
    expect(answerColumns(4)).toContain('md:grid-cols-2');
    expect(answerColumns(4)).not.toMatch(/grid-cols-3/);
    expect(answerColumns(3)).toContain('lg:grid-cols-3');
    expect(answerColumns(6)).toContain('xl:grid-cols-3');
    for (const count of [1, 2, 3, 4, 5, 6]) expect(answerColumns(count)).toMatch(/^grid-cols-1\b/);
  });
});
