import { ACTIVITY_ACTIONS, type ActivityAction } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../lib/dates';
import { activitySentence } from './activity-sentences';

const entry = (action: ActivityAction, role: 'member' | 'admin' | 'portal' = 'member', subject: string | null = 'bob@example.com', details: Record<string, unknown> = {}) => ({
  action,
  actor: role === 'portal' ? { id: null, name: null, role } : { id: 'u1', name: 'Ann Lee', role },
  subject,
  details,
});

describe('activitySentence', () => {
  it.each(ACTIVITY_ACTIONS)('says %s in words, by a member and by the portal', (action) => {
    const byMember = activitySentence(entry(action));
    const byPortal = activitySentence(entry(action, 'portal'));
    expect(byMember).toMatch(/^Ann Lee [a-z]/);
    expect(byMember).not.toContain(action);
    expect(byMember).not.toMatch(/undefined|null|\[object/);
    expect(byPortal).toMatch(/^Portal: \S/);
    expect(byPortal).not.toMatch(/undefined|null|\[object/);
  });

  it('reads the examples of the issue', () => {
    expect(activitySentence(entry('member.removed'))).toBe('Ann Lee removed bob@example.com');
    expect(activitySentence(entry('payment.failed', 'portal', null))).toBe('Portal: payment failed');
  });

  it('names a removed or departed member by the name the entry kept, with their email', () => {
    const named = { userId: 'u2', name: 'Bob Ray' };
    expect(activitySentence(entry('member.removed', 'member', 'bob@example.com', named))).toBe('Ann Lee removed Bob Ray (bob@example.com)');
    expect(activitySentence(entry('member.left', 'portal', 'bob@example.com', named))).toBe('Portal: Bob Ray (bob@example.com) left the team');
  });

  it('says a cancelled plan ends with its paid period, until when, and names the plan of a failed payment', () => {
    const until = '2026-12-27T12:00:00.000Z';
    expect(activitySentence(entry('plan.cancelled', 'portal', 'accelerator', { until }))).toBe(
      `Portal: plan Accelerator cancelled at the end of the billing period (active until ${formatLongDate(until)})`,
    );
    expect(activitySentence(entry('plan.cancelled', 'portal', 'accelerator', { until: null }))).toBe('Portal: plan Accelerator cancelled at the end of the billing period');
    expect(activitySentence(entry('payment.failed', 'portal', 'studio'))).toBe('Portal: payment failed for the plan Studio');
  });

  it('says a site admin acted as one, and what changed from what', () => {
    expect(activitySentence(entry('credits.changed', 'admin', null, { from: 1, to: 1500 }))).toBe('Ann Lee (site admin) changed the credits from 1 to 1,500');
    expect(activitySentence(entry('plan.changed', 'admin', 'test', { from: null, to: 'test' }))).toBe('Ann Lee (site admin) changed the plan from no plan to Test');
    // A site admin records the membership ('starter'), the payments the plan ('studio'): both read as the plan's name.
    expect(activitySentence(entry('plan.changed', 'admin', 'starter', { from: 'starter', to: 'agency' }))).toBe('Ann Lee (site admin) changed the plan from Studio to Agency');
    expect(activitySentence(entry('plan.changed', 'portal', 'studio', { from: null, to: 'studio' }))).toBe('Portal: plan changed from no plan to Studio');
    expect(activitySentence(entry('order.placed', 'member', 'Acme / Launch', { credits: 1 }))).toBe('Ann Lee ordered a Blueprint for Acme / Launch (1 credit)');
  });

  it('says whether the owner required two-factor sign-in or stopped, and who turned theirs on or off', () => {
    expect(activitySentence(entry('two_factor.required', 'member', null, { required: true }))).toBe('Ann Lee required two-factor sign-in for every member');
    expect(activitySentence(entry('two_factor.required', 'member', null, { required: false }))).toBe('Ann Lee stopped requiring two-factor sign-in of every member');
    expect(activitySentence(entry('two_factor.enabled', 'member', null))).toBe('Ann Lee turned on two-factor sign-in');
    expect(activitySentence(entry('two_factor.disabled', 'member', null))).toBe('Ann Lee turned off two-factor sign-in');
    expect(activitySentence(entry('two_factor.reset', 'admin'))).toBe('Ann Lee (site admin) reset the two-factor sign-in of bob@example.com');
  });

  it('names a member whose name was not kept', () => {
    expect(activitySentence({ ...entry('member.left'), actor: { id: 'u2', name: '', role: 'member' } })).toBe('A former member left the team');
  });
});
