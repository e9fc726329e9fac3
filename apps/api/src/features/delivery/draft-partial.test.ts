import { describe, expect, it } from 'vitest';
import { partialDraft, partialSender, PARTIAL_INTERVAL_MS } from './draft-partial';

describe('a draft as far as it goes', () => {
  it('keeps cut strings and objects, not cut numbers', () => {
    expect(partialDraft('{"name": "Ri')).toEqual({ name: 'Ri' });
    expect(partialDraft('{"name": "Rita", "age": 3')).toEqual({ name: 'Rita' });
    expect(partialDraft('{"name": "Rita", "age": 34, "sections": {"goals": "Run far')).toEqual({ name: 'Rita', age: 34, sections: { goals: 'Run far' } });
  });

  it('is null for nothing yet, for text that is not JSON, and for another shape', () => {
    for (const text of ['', '  ', 'Sure! Here is', '{"age": "thirty"}', '[1, 2']) expect(partialDraft(text), text).toBeNull();
  });
});

describe('the partial sender', () => {
  it('sends the first usable piece at once, then at most every interval, and never the same draft twice', () => {
    let clock = 0;
    const sent: unknown[] = [];
    const push = partialSender((draft) => sent.push(draft), partialDraft, () => clock);
    push('{');
    push('{"name": "R');
    expect(sent).toEqual([{ name: 'R' }]);
    clock += PARTIAL_INTERVAL_MS - 1;
    push('{"name": "Rit');
    expect(sent).toHaveLength(1);
    clock += 1;
    push('{"name": "Rita", "age": 3');
    expect(sent).toEqual([{ name: 'R' }, { name: 'Rita' }]);
    clock += PARTIAL_INTERVAL_MS;
    push('{"name": "Rita", "age": 3');
    expect(sent).toHaveLength(2);
  });
});
