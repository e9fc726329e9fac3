import { MEMBERSHIPS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_OPTIONS, membershipFromOption, NO_MEMBERSHIP } from './membership-options';

describe('membership options', () => {
  it('offers None and every membership', () => {
    expect(MEMBERSHIP_OPTIONS.map((option) => option.value)).toEqual([NO_MEMBERSHIP, ...MEMBERSHIPS]);
    expect(MEMBERSHIP_OPTIONS.map((option) => option.label)).toEqual(['None', 'Studio (starter)', 'Accelerator', 'Agency', 'Test']);
  });

  it('reads an option back as the membership to send', () => {
    expect(membershipFromOption('test')).toBe('test');
    expect(membershipFromOption('starter')).toBe('starter');
    expect(membershipFromOption(NO_MEMBERSHIP)).toBeNull();
    expect(membershipFromOption('gold')).toBeNull();
  });
});
