import { AVATAR_NAME_MAX_LENGTH, MESSAGES, nameTooLong } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { avatarNameToSave } from './avatar-name';

describe('avatarNameToSave', () => {
  it('returns the name exactly as typed', () => {
    expect(avatarNameToSave('  dr. ada lovelace ')).toBe('  dr. ada lovelace ');
  });

  it.each(['', '   '])('refuses %j with the spec text', (typed) => {
    expect(() => avatarNameToSave(typed)).toThrow(MESSAGES.avatarNameRequired);
  });

  it('refuses a name longer than the server takes, in its words (the field never cuts it)', () => {
    expect(() => avatarNameToSave('x'.repeat(AVATAR_NAME_MAX_LENGTH + 50))).toThrow(nameTooLong(AVATAR_NAME_MAX_LENGTH));
    expect(avatarNameToSave(` ${'x'.repeat(AVATAR_NAME_MAX_LENGTH)} `)).toBe(` ${'x'.repeat(AVATAR_NAME_MAX_LENGTH)} `);
  });
});
