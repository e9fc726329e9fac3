import type { OrderEvidence } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { citationLabel, filterPassages, passageEntries } from './evidence-search';

const INTERVIEW = '11111111-1111-4111-8111-111111111111';
const SURVEY = '22222222-2222-4222-8222-222222222222';
const evidence: OrderEvidence = {
  sources: [
    { id: INTERVIEW, kind: 'file', name: 'Interview Anna.txt', size: 100, passageCount: 2, key: 'k1' },
    { id: SURVEY, kind: 'file', name: 'survey.csv', size: 50, passageCount: 1, key: 'k2' },
  ],
  passages: [
    { id: `${INTERVIEW}:1`, sourceId: INTERVIEW, position: 1, location: 'paragraph 1', text: 'I run trail races every weekend.' },
    { id: `${INTERVIEW}:2`, sourceId: INTERVIEW, position: 2, location: 'paragraph 2', text: 'Shoes wear out after 600 km.' },
    { id: `${SURVEY}:1`, sourceId: SURVEY, position: 1, location: 'row 1', text: 'age: 41; sport: Trail running' },
  ],
};
const { list, byId } = passageEntries(evidence);
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('passageEntries', () => {
  it('lists every passage in order with its source’s name, and finds each by id', () => {
    expect(list.map((entry) => [entry.source, entry.location])).toEqual([
      ['Interview Anna.txt', 'paragraph 1'],
      ['Interview Anna.txt', 'paragraph 2'],
      ['survey.csv', 'row 1'],
    ]);
    expect(byId.get(`${SURVEY}:1`)?.text).toBe('age: 41; sport: Trail running');
    expect(byId.get(`${SURVEY}:2`)).toBeUndefined();
  });
});

describe('filterPassages', () => {
  it('keeps every passage for a blank query', () => {
    expect(filterPassages(list, '')).toBe(list);
    expect(filterPassages(list, '  \n')).toBe(list);
  });

  it('keeps the passages holding every word, in any case, in their text, place or source name', () => {
    expect(ids(filterPassages(list, 'TRAIL'))).toEqual([`${INTERVIEW}:1`, `${SURVEY}:1`]);
    expect(ids(filterPassages(list, 'trail weekend'))).toEqual([`${INTERVIEW}:1`]);
    expect(ids(filterPassages(list, 'anna 600'))).toEqual([`${INTERVIEW}:2`]);
    expect(ids(filterPassages(list, 'row 1'))).toEqual([`${SURVEY}:1`]);
    expect(filterPassages(list, 'trail marathon')).toEqual([]);
  });
});

describe('citationLabel', () => {
  it('names the source and the place', () => {
    expect(citationLabel({ source: 'survey.csv', location: 'row 12' })).toBe('survey.csv · row 12');
  });
});
