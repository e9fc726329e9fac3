import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from './activity';
import { ACTIVITY_GROUPS } from './activity-groups';

describe('ACTIVITY_GROUPS', () => {
  it('place every action in exactly one group', () => {
    const grouped: string[] = Object.values(ACTIVITY_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ACTIVITY_ACTIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
