import { LOCAL_KEYS } from '@persona/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampProgress, progressIn, readProgress, subscribeProgress, withProgress, writeProgress } from './progress';

describe('clampProgress', () => {
  it.each([
    [0, 0],
    [3, 3],
    [4, 4],
    [5, 4],
    [-1, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Infinity, 0],
    ['3', 0],
    [null, 0],
    [undefined, 0],
  ])('%j gives %j', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('the stored map', () => {
  it('reads 0 for a missing, empty or unreadable value', () => {
    for (const raw of [null, '', 'not json', '3', '[1,2]', 'null', '{"other":2}']) expect(progressIn(raw, 'acc-1')).toBe(0);
  });

  it('keeps one progress per account', () => {
    const one = withProgress(null, 'acc-1', 2);
    const both = withProgress(one, 'acc-2', 3);
    expect(progressIn(both, 'acc-1')).toBe(2);
    expect(progressIn(both, 'acc-2')).toBe(3);
    expect(progressIn(withProgress(both, 'acc-1', 4), 'acc-1')).toBe(4);
    expect(progressIn(withProgress(both, 'acc-1', 4), 'acc-2')).toBe(3);
  });

  it('clamps what it writes and what it reads', () => {
    expect(JSON.parse(withProgress(null, 'acc-1', 9))).toEqual({ 'acc-1': 4 });
    expect(JSON.parse(withProgress(null, 'acc-1', -2))).toEqual({ 'acc-1': 0 });
    expect(progressIn('{"acc-1":12}', 'acc-1')).toBe(4);
    expect(progressIn('{"acc-1":"2"}', 'acc-1')).toBe(0);
  });

  it('drops unreadable entries and replaces an unreadable value', () => {
    expect(JSON.parse(withProgress('{"acc-2":"x","acc-3":1}', 'acc-1', 1))).toEqual({ 'acc-3': 1, 'acc-1': 1 });
    expect(JSON.parse(withProgress('garbage', 'acc-1', 1))).toEqual({ 'acc-1': 1 });
  });

  it('does not read inherited properties as accounts', () => {
    expect(progressIn('{}', 'constructor')).toBe(0);
    expect(progressIn('{}', '__proto__')).toBe(0);
  });
});

describe('readProgress and writeProgress', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves under onboardingProgress, per account, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeProgress(listener);
    expect(readProgress('acc-1')).toBe(0);
    writeProgress('acc-1', 1);
    writeProgress('acc-2', 3);
    expect(readProgress('acc-1')).toBe(1);
    expect(readProgress('acc-2')).toBe(3);
    expect(JSON.parse(stored.get(LOCAL_KEYS.onboardingProgress)!)).toEqual({ 'acc-1': 1, 'acc-2': 3 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeProgress('acc-1', 2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads 0 once the session forgot the key', () => {
    writeProgress('acc-1', 2);
    stored.delete(LOCAL_KEYS.onboardingProgress);
    expect(readProgress('acc-1')).toBe(0);
  });
});

describe('without storage (private mode, Node)', () => {
  it('reads 0 and writes nothing, without throwing', () => {
    vi.stubGlobal('localStorage', undefined);
    try {
      expect(() => writeProgress('acc-1', 2)).not.toThrow();
      expect(readProgress('acc-1')).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
