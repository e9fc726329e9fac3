import { describe, expect, it } from 'vitest';
import { normaliseStorageKey } from './key-normalise';

describe('normaliseStorageKey', () => {
  it('keeps a canonical key as it is', () => {
    expect(normaliseStorageKey('blueprint-uploads/acc-1/0f-brief.pdf')).toBe('blueprint-uploads/acc-1/0f-brief.pdf');
  });

  it('takes Unicode in NFC', () => {
    expect(normaliseStorageKey('a/cafe\u0301.txt')).toBe('a/caf\u00e9.txt');
  });

  it.each([
    ['a parent segment', 'blueprint-uploads/mine/../theirs/file.pdf'],
    ['a dot segment', 'blueprint-uploads/mine/./file.pdf'],
    ['an empty segment', 'blueprint-uploads/mine//file.pdf'],
    ['a trailing slash', 'blueprint-uploads/mine/file.pdf/'],
    ['a leading slash', '/blueprint-uploads/mine/file.pdf'],
    ['a backslash', 'blueprint-uploads/mine\\..\\theirs\\file.pdf'],
    ['a percent escape', 'blueprint-uploads/mine/..%2Ftheirs/file.pdf'],
    ['a control character', 'blueprint-uploads/mine/file\u0000.pdf'],
    ['nothing', ''],
    ['a very long key', `a/${'b'.repeat(1024)}`],
  ])('refuses %s', (_, key) => {
    expect(normaliseStorageKey(key)).toBeNull();
  });
});
