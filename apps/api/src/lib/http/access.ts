import { accessRefusal, MESSAGES, type Access, type AccessRefusal, type Membership } from '@persona/shared';
import { AppError } from '../errors';
import type { Identity, Member } from './caller';

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NO_PROFILE = 'Please complete your profile first.';
export const ADMINS_ONLY = 'Only site admins can do this.';
export const NOT_YOUR_ACCOUNT = 'You do not have access to this account.';
export const membershipRequired = (membership: string) =>
  `This needs the "${membership}" membership on your account. A site admin can set it for you.`;

const REFUSAL_TEXTS: Record<AccessRefusal, (membership?: Membership) => string> = {
  UNAUTHENTICATED: () => NOT_SIGNED_IN,
  PROFILE_MISSING: () => NO_PROFILE,
  ADMINS_ONLY: () => ADMINS_ONLY,
  ACCOUNT_INACTIVE: () => MESSAGES.notActivated,
  MEMBERSHIP_REQUIRED: (membership) => membershipRequired(membership ?? ''),
};

/**
 * The guard's access check, decided by the shared accessRefusal (the web app's gates ask the same). It runs
 * before the body is read, so an anonymous caller gets 401, never a validation error.
 */
export function checkAccess(identity: Identity | null, access: Access, membership?: Membership): void {
  const refusal = accessRefusal({ access, membership }, identity);
  if (refusal) throw new AppError(refusal, REFUSAL_TEXTS[refusal](membership));
}

/**
 * How a route uses an account's records: read (its members and site admins), write (its members only), or
 * manage (its members, and site admins as support: a change admins may make for any account).
 */
export type AccountUse = 'read' | 'write' | 'manage';

export function canUseAccount(member: Member, accountId: string, mode: AccountUse): boolean {
  return member.user.accountId === accountId || (mode !== 'write' && member.user.isAdmin);
}
