import type { Access, Membership } from '@persona/shared';
import { MESSAGES } from '@persona/shared';
import { AppError } from '../errors';
import { isMember, type Identity, type Member } from './caller';

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NO_PROFILE = 'Please complete your profile first.';
export const ADMINS_ONLY = 'Only site admins can do this.';
export const NOT_YOUR_ACCOUNT = 'You do not have access to this account.';
export const membershipRequired = (membership: string) =>
  `This needs the "${membership}" membership on your account. A site admin can set it for you.`;

/**
 * The one access check: each level includes the one before it. It runs before the body is read, so an
 * anonymous caller gets 401, never a validation error.
 */
export function checkAccess(identity: Identity | null, access: Access, membership?: Membership): void {
  if (access === 'public') return;
  if (!identity) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (access === 'session') return;
  if (!isMember(identity)) throw new AppError('PROFILE_MISSING', NO_PROFILE);
  const { user, account } = identity;
  if (access === 'admin' && !user.isAdmin) throw new AppError('ADMINS_ONLY', ADMINS_ONLY);
  if (access === 'active' && !user.isAdmin && !account.isActive) throw new AppError('ACCOUNT_INACTIVE', MESSAGES.notActivated);
  if (membership && !user.isAdmin && account.membership !== membership) {
    throw new AppError('MEMBERSHIP_REQUIRED', membershipRequired(membership));
  }
}

/**
 * How a route uses an account's records: read (its members and site admins), write (its members only), or
 * manage (its members, and site admins as support: a change admins may make for any account).
 */
export type AccountUse = 'read' | 'write' | 'manage';

export function canUseAccount(member: Member, accountId: string, mode: AccountUse): boolean {
  return member.user.accountId === accountId || (mode !== 'write' && member.user.isAdmin);
}
