import { accessRefusal, MESSAGES, type AccessRefusal, type AccessRule } from '@persona/shared';
import { AppError } from '../errors';
import type { Identity, Member } from './caller';

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NO_PROFILE = 'Please complete your profile first.';
export const ADMINS_ONLY = 'Only site admins can do this.';
export const NOT_YOUR_ACCOUNT = 'You do not have access to this account.';
export const OWNER_ONLY = 'Only the account owner can do this.';
/** The refusal of a 'chat' gate, naming the memberships that hold it on this portal. */
export const membershipRequired = (chatMemberships: readonly string[]) =>
  chatMemberships.length === 1
    ? `Chat with avatars and panels need the "${chatMemberships[0]}" membership on your account.`
    : `Chat with avatars and panels need one of these memberships on your account: ${chatMemberships.map((m) => `"${m}"`).join(', ')}.`;

const REFUSAL_TEXTS: Record<AccessRefusal, (chatMemberships: readonly string[]) => string> = {
  UNAUTHENTICATED: () => NOT_SIGNED_IN,
  PROFILE_MISSING: () => NO_PROFILE,
  ADMINS_ONLY: () => ADMINS_ONLY,
  ACCOUNT_INACTIVE: () => MESSAGES.notActivated,
  MEMBERSHIP_REQUIRED: membershipRequired,
  OWNER_ONLY: () => OWNER_ONLY,
  TWO_FACTOR_REQUIRED: () => MESSAGES.twoFactorRequired,
};

/**
 * The guard's access check, decided by the shared accessRefusal (the web app's gates ask the same). It runs
 * before the body is read, so an anonymous caller gets 401, never a validation error.
 */
export function checkAccess(identity: Identity | null, rule: AccessRule, chatMemberships: readonly string[]): void {
  const refusal = accessRefusal(rule, identity, chatMemberships);
  if (refusal) throw new AppError(refusal, REFUSAL_TEXTS[refusal](chatMemberships));
}

/**
 * How a route uses an account's records: read (its members and site admins), write (its members only), or
 * manage (its members, and site admins as support: a change admins may make for any account).
 */
export type AccountUse = 'read' | 'write' | 'manage';

export function canUseAccount(member: Member, accountId: string, mode: AccountUse): boolean {
  return member.user.accountId === accountId || (mode !== 'write' && member.user.isAdmin);
}
