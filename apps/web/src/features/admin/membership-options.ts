import type { Membership } from '@persona/shared';

/** The select's value for no membership (a select's values are strings). */
export const NO_MEMBERSHIP = '';

/** What an admin may set an account's membership to; Studio is the 'starter' membership. */
export const MEMBERSHIP_OPTIONS: readonly { value: Membership | typeof NO_MEMBERSHIP; label: string }[] = [
  { value: NO_MEMBERSHIP, label: 'None' },
  { value: 'starter', label: 'Studio (starter)' },
  { value: 'accelerator', label: 'Accelerator' },
  { value: 'agency', label: 'Agency' },
  { value: 'test', label: 'Test' },
];

/** The membership an option stands for (null for None); null too for a value that is none of the options. */
export function membershipFromOption(value: string): Membership | null {
  const option = MEMBERSHIP_OPTIONS.find((candidate) => candidate.value === value);
  return option && option.value !== NO_MEMBERSHIP ? option.value : null;
}
