import { planDisplayName, type ActivityAction, type ActivityEntryView } from '@persona/shared';
import { formatLongDate } from '../../lib/dates';

type Entry = Pick<ActivityEntryView, 'action' | 'actor' | 'subject' | 'details'>;

/** What an entry's details say, read defensively: entries written by older code may lack a field. */
const detail = (entry: Entry, key: string): string | null => {
  const value = entry.details[key];
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return typeof value === 'string' && value !== '' ? value : null;
};
const planName = (plan: string | null) => (plan ? planDisplayName(plan) : 'no plan');
const subjectOr = (entry: Entry, fallback: string) => entry.subject ?? fallback;
const fromTo = (entry: Entry, what: (value: string | null) => string) =>
  entry.details.from !== undefined || entry.details.to !== undefined ? ` from ${what(detail(entry, 'from'))} to ${what(detail(entry, 'to'))}` : '';
/** A member by name and email ("Bob Ray (bob@example.com)") when the entry kept the name, else as its subject says. */
const member = (entry: Entry) => {
  const name = detail(entry, 'name');
  return name && entry.subject ? `${name} (${entry.subject})` : (name ?? subjectOr(entry, 'a member'));
};
const thePlan = (entry: Entry) => (entry.subject ? ` ${planName(entry.subject)}` : '');
/** A cancellation takes effect when the paid period ends: the entry says so, and until when if it kept the date. */
const atPeriodEnd = (entry: Entry) => {
  const until = detail(entry, 'until');
  const date = until && !Number.isNaN(Date.parse(until)) ? formatLongDate(until) : null;
  return ` at the end of the billing period${date ? ` (active until ${date})` : ''}`;
};
const credits = (entry: Entry) => (typeof entry.details.credits === 'number' ? ` (${detail(entry, 'credits')} ${entry.details.credits === 1 ? 'credit' : 'credits'})` : '');

/**
 * Each action twice: `did`, what a person did (after their name: "Ann Lee removed bob@example.com"), and
 * `happened`, the same when the portal itself made the change ("Portal: payment failed").
 */
export const ACTIVITY_SENTENCES: Record<ActivityAction, { did: (entry: Entry) => string; happened: (entry: Entry) => string }> = {
  'invitation.sent': { did: (e) => `invited ${subjectOr(e, 'someone')}`, happened: (e) => `invitation sent to ${subjectOr(e, 'someone')}` },
  'invitation.revoked': { did: (e) => `revoked the invitation of ${subjectOr(e, 'someone')}`, happened: (e) => `invitation of ${subjectOr(e, 'someone')} revoked` },
  'member.joined': { did: (e) => (e.subject ? `added ${e.subject} to the team` : 'joined the team'), happened: (e) => `${subjectOr(e, 'a member')} joined the team` },
  'member.removed': { did: (e) => `removed ${member(e)}`, happened: (e) => `${member(e)} removed from the team` },
  'member.left': { did: () => 'left the team', happened: (e) => `${member(e)} left the team` },
  'ownership.transferred': {
    did: (e) => `handed the ownership of the account to ${subjectOr(e, 'another member')}`,
    happened: (e) => `ownership of the account handed to ${subjectOr(e, 'another member')}`,
  },
  'admin.granted': { did: (e) => `made ${subjectOr(e, 'a member')} a site admin`, happened: (e) => `${subjectOr(e, 'a member')} made a site admin` },
  'admin.revoked': { did: (e) => `withdrew the site-admin rights of ${subjectOr(e, 'a member')}`, happened: (e) => `site-admin rights of ${subjectOr(e, 'a member')} withdrawn` },
  'account.activated': { did: () => 'activated the account', happened: () => 'account activated' },
  'account.deactivated': { did: () => 'deactivated the account', happened: () => 'account deactivated' },
  'order.placed': { did: (e) => `ordered a Blueprint for ${subjectOr(e, 'a campaign')}${credits(e)}`, happened: (e) => `Blueprint ordered for ${subjectOr(e, 'a campaign')}${credits(e)}` },
  'order.delivered': { did: (e) => `delivered the Blueprint for ${subjectOr(e, 'a campaign')}`, happened: (e) => `Blueprint for ${subjectOr(e, 'a campaign')} delivered` },
  'plan.changed': {
    did: (e) => (fromTo(e, planName) ? `changed the plan${fromTo(e, planName)}` : `changed the plan to ${planName(e.subject)}`),
    happened: (e) => (fromTo(e, planName) ? `plan changed${fromTo(e, planName)}` : `plan changed to ${planName(e.subject)}`),
  },
  'plan.cancelled': { did: (e) => `cancelled the plan${thePlan(e)}${atPeriodEnd(e)}`, happened: (e) => `plan${thePlan(e)} cancelled${atPeriodEnd(e)}` },
  'plan.resumed': { did: (e) => `resumed the plan${thePlan(e)}`, happened: (e) => `plan${thePlan(e)} resumed` },
  'payment.failed': { did: (e) => `had a payment fail${e.subject ? ` for the plan${thePlan(e)}` : ''}`, happened: (e) => `payment failed${e.subject ? ` for the plan${thePlan(e)}` : ''}` },
  'credits.changed': { did: (e) => `changed the credits${fromTo(e, (v) => v ?? '0')}`, happened: (e) => `credits changed${fromTo(e, (v) => v ?? '0')}` },
  'export.downloaded': { did: () => "downloaded an export of the account's data", happened: () => "export of the account's data downloaded" },
  'two_factor.enabled': { did: () => 'turned on two-factor sign-in', happened: (e) => `two-factor sign-in turned on${e.subject ? ` for ${e.subject}` : ''}` },
  'two_factor.disabled': { did: () => 'turned off two-factor sign-in', happened: (e) => `two-factor sign-in turned off${e.subject ? ` for ${e.subject}` : ''}` },
  'two_factor.reset': { did: (e) => `reset the two-factor sign-in of ${subjectOr(e, 'a member')}`, happened: (e) => `two-factor sign-in of ${subjectOr(e, 'a member')} reset` },
  'two_factor.required': {
    did: (e) => (e.details.required === false ? 'stopped requiring two-factor sign-in of every member' : 'required two-factor sign-in for every member'),
    happened: (e) => (e.details.required === false ? 'two-factor sign-in no longer required of every member' : 'two-factor sign-in required for every member'),
  },
  'account.closed': { did: () => 'closed the account', happened: () => 'account closed' },
  'account.restored': { did: () => 'restored the account', happened: () => 'account restored' },
};

/** The entry as one sentence: "Ann Lee (site admin) set the credits …", "Portal: payment failed". */
export function activitySentence(entry: Entry): string {
  const sentence = ACTIVITY_SENTENCES[entry.action];
  if (entry.actor.role === 'portal') return `Portal: ${sentence.happened(entry)}`;
  const name = entry.actor.name || 'A former member';
  return `${name}${entry.actor.role === 'admin' ? ' (site admin)' : ''} ${sentence.did(entry)}`;
}
