import { MESSAGES } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { avatarNameToSave } from './avatar-name';

describe('avatarNameToSave', () => {
  it('returns the name exactly as typed', () => {
    expect(avatarNameToSave('  dr. ada lovelace ')).toBe('  dr. ada lovelace ');
  });

  it.each(['', '   '])('refuses %j with the spec text', (typed) => {
    expect(() => avatarNameToSave(typed)).toThrow(MESSAGES.avatarNameRequired);
  });
});
