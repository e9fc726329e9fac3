import { describe, expect, it } from 'vitest';
import { coverageRuns } from './coverage-cells';

describe('coverageRuns', () => {
  it('puts backed claims first, then the rest', () => {
    expect(coverageRuns({ supported: 7, total: 9 })).toEqual([
      { backed: true, start: 0, count: 7 },
      { backed: false, start: 7, count: 2 },
    ]);
  });
  it('leaves out an empty run', () => {
    expect(coverageRuns({ supported: 2, total: 2 })).toEqual([{ backed: true, start: 0, count: 2 }]);
    expect(coverageRuns({ supported: 0, total: 3 })).toEqual([{ backed: false, start: 0, count: 3 }]);
  });
  it('never draws more backed claims than there are claims', () => {
    expect(coverageRuns({ supported: 5, total: 3 })).toEqual([{ backed: true, start: 0, count: 3 }]);
  });
});
