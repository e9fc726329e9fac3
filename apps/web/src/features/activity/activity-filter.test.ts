import { describe, expect, it } from 'vitest';
import { activityQuery, isFiltered, NO_FILTER } from './activity-filter';

describe('activityQuery', () => {
  it('asks for nothing without filters', () => {
    expect(activityQuery(NO_FILTER)).toEqual({});
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('takes whole local days: from the first one’s start to the end of the last', () => {
    const query = activityQuery({ ...NO_FILTER, from: '2026-03-01', to: '2026-03-01' });
    expect(query.from).toBe(new Date(2026, 2, 1).getTime());
    expect(query.to).toBe(new Date(2026, 2, 2).getTime());
  });

  it('passes the group and account, and leaves out a malformed day', () => {
    expect(activityQuery({ group: 'orders', from: 'soon', to: '', account: 'a1' })).toEqual({ group: 'orders', account: 'a1' });
    expect(isFiltered({ ...NO_FILTER, account: 'a1' })).toBe(true);
  });
});
