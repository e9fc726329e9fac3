import { SOURCE_FILE_MESSAGES, SOURCE_MAX_BYTES, SOURCES_PER_ORDER_MAX, type OrderSource } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import {
  firstFileKey,
  orderSourceIds,
  SOURCE_ACCEPT,
  sourceListReducer,
  sourcesSettled,
  type SourceAction,
  type SourceInput,
  type SourceItem,
} from './source-list';

const file = (name: string, size = 100): SourceInput => ({ kind: 'file', file: { name, size } as File });
const pasted: SourceInput = { kind: 'text', label: '  Sales notes ', text: 'They ask about price first.' };
const source = (id: string, kind: OrderSource['kind'] = 'file'): OrderSource => ({ id, kind, name: id, size: 10, passageCount: 3, key: `blueprint-uploads/acc/${id}` });
const run = (...actions: SourceAction[]): SourceItem[] => actions.reduce(sourceListReducer, []);

describe('the sources of step 3', () => {
  it('reads a file or pasted text as it is added, by its name or label', () => {
    const items = run({ type: 'added', key: 0, input: file('interview-1.txt') }, { type: 'added', key: 1, input: pasted });
    expect(items.map(({ name, state }) => [name, state])).toEqual([
      ['interview-1.txt', 'reading'],
      ['Sales notes', 'reading'],
    ]);
    expect(sourcesSettled(items)).toBe(false);
  });

  it("refuses a file by its type or size at once, in the server's words, and never offers to retry it", () => {
    const items = run(
      { type: 'added', key: 0, input: file('setup.exe') },
      { type: 'added', key: 1, input: file('survey.csv', SOURCE_MAX_BYTES + 1) },
      { type: 'added', key: 2, input: file('survey.CSV', SOURCE_MAX_BYTES) },
    );
    expect(items[0]).toMatchObject({ state: 'failed', error: SOURCE_FILE_MESSAGES.type, retryable: false });
    expect(items[1]).toMatchObject({ state: 'failed', error: SOURCE_FILE_MESSAGES.tooLarge, retryable: false });
    expect(items[2]).toMatchObject({ state: 'reading' });
    expect(run({ type: 'added', key: 0, input: file('setup.exe') }, { type: 'retry', key: 0 })[0]!.state).toBe('failed');
  });

  it("keeps a failed upload beside the others with the server's message, and reads it again on retry", () => {
    const failed = run(
      { type: 'added', key: 0, input: file('a.txt') },
      { type: 'added', key: 1, input: file('locked.pdf') },
      { type: 'read', key: 0, source: source('s-a') },
      { type: 'failed', key: 1, error: 'This PDF is encrypted.' },
    );
    expect(failed.map(({ state }) => state)).toEqual(['ready', 'failed']);
    expect(failed[1]).toMatchObject({ error: 'This PDF is encrypted.', retryable: true, input: file('locked.pdf') });
    expect(sourcesSettled(failed)).toBe(false);

    const retried = sourceListReducer(failed, { type: 'retry', key: 1 });
    expect(retried[1]!.state).toBe('reading');
    const read = sourceListReducer(retried, { type: 'read', key: 1, source: source('s-locked') });
    expect(sourcesSettled(read)).toBe(true);
    expect(orderSourceIds(read)).toEqual(['s-a', 's-locked']);
  });

  it('drops an answer for a source removed meanwhile', () => {
    const items = run({ type: 'added', key: 0, input: file('a.txt') }, { type: 'removed', key: 0 }, { type: 'read', key: 0, source: source('s-a') });
    expect(items).toEqual([]);
    expect(run({ type: 'added', key: 0, input: file('a.txt') }, { type: 'removed', key: 0 }, { type: 'failed', key: 0, error: 'x' })).toEqual([]);
  });

  it('sends the ready sources in the list order, and the first file as the attachment', () => {
    const items = run(
      { type: 'added', key: 0, input: pasted },
      { type: 'added', key: 1, input: file('b.txt') },
      { type: 'added', key: 2, input: file('c.csv') },
      { type: 'added', key: 3, input: file('d.md') },
      // Answers come in any order; the list keeps the order the customer gave.
      { type: 'read', key: 2, source: source('s-c') },
      { type: 'read', key: 0, source: source('s-pasted', 'text') },
      { type: 'read', key: 1, source: source('s-b') },
      { type: 'removed', key: 3 },
    );
    expect(orderSourceIds(items)).toEqual(['s-pasted', 's-b', 's-c']);
    expect(firstFileKey(items)).toBe('blueprint-uploads/acc/s-b');
    expect(firstFileKey(run({ type: 'added', key: 0, input: pasted }, { type: 'read', key: 0, source: source('s-p', 'text') }))).toBe('');
    expect(sourcesSettled([])).toBe(true);
  });

  it('lists the source kinds for the file input', () => {
    expect(SOURCE_ACCEPT).toBe('.txt,.md,.csv,.docx,.odt,.rtf,.pdf');
  });
});

describe('how many sources an order may carry', () => {
  const added = (count: number, input: (i: number) => SourceInput = (i) => file(`t-${i}.txt`)): SourceItem[] =>
    Array.from({ length: count }, (_, key) => ({ type: 'added', key, input: input(key) }) as const).reduce(sourceListReducer, []);

  it(`refuses a source beyond ${SOURCES_PER_ORDER_MAX} in the order's words, read or still being read`, () => {
    const full = added(SOURCES_PER_ORDER_MAX);
    expect(full.every(({ state }) => state === 'reading')).toBe(true);
    const over = sourceListReducer(full, { type: 'added', key: 99, input: pasted });
    expect(over.at(-1)).toMatchObject({ state: 'failed', error: SOURCE_FILE_MESSAGES.tooMany, retryable: false });
    expect(SOURCE_FILE_MESSAGES.tooMany).toBe(`An order can carry at most ${SOURCES_PER_ORDER_MAX} sources.`);
  });

  it('does not count files refused by their kind, and takes one again once a source is removed', () => {
    const withRefused = added(SOURCES_PER_ORDER_MAX, (i) => file(i === 0 ? 'photo.png' : `t-${i}.txt`));
    expect(sourceListReducer(withRefused, { type: 'added', key: 99, input: pasted }).at(-1)!.state).toBe('reading');
    const freed = sourceListReducer(sourceListReducer(added(SOURCES_PER_ORDER_MAX), { type: 'removed', key: 3 }), { type: 'added', key: 99, input: pasted });
    expect(freed.at(-1)!.state).toBe('reading');
  });
});
