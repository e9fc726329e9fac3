import type { EndpointDefinition, EndpointParsed, OwnershipKind } from '@persona/shared';
import { AppError } from '../errors';
import { canUseAccount, NO_PROFILE, NOT_YOUR_ACCOUNT, type AccountUse } from './access';
import { isMember, type Identity } from './caller';

/** A record found by a route's input, with the account it belongs to. */
export interface Owned<R> {
  record: R;
  accountId: string;
}

/** What a route's input says about its caller: each value given must be the caller's own. */
export interface SelfClaim {
  /** The identity's id. */
  id?: string;
  /** The identity's email, lowercased. */
  email?: string;
  /** The id of the caller's product User record. */
  userId?: string;
  /** The account the identity created at sign-up. */
  createdAccount?: string;
}

/**
 * How a route proves the caller may touch what its input names:
 * - account: the input names an account id; refused with 403 NOT_YOUR_ACCOUNT (its own text if `refused`) unless
 *   the caller may use it;
 * - record: the input names a record; it is loaded, and answered 404 (ids reveal nothing) unless the caller may use its account;
 * - identity: the input names the caller itself (SelfClaim); refused with 403 FORBIDDEN and the `refused` text
 *   unless every value is the caller's own (or the caller is a site admin, with `admins`);
 * - self: the input names nothing of anyone's: the route acts on the caller's own records by construction (the text says how).
 * A route may give several (all must pass, in order); at most one of kind record.
 */
export type Ownership<E extends EndpointDefinition, R> =
  | { account: (input: EndpointParsed<E>) => string; mode: AccountUse; refused?: string }
  | { record: (input: EndpointParsed<E>) => Promise<Owned<R> | null>; mode: AccountUse; notFound: string }
  | { identity: (input: EndpointParsed<E>) => SelfClaim; refused: string; admins?: true }
  | { self: string };

export type OwnershipRules<E extends EndpointDefinition, R> = Ownership<E, R> | readonly [Ownership<E, R>, ...Ownership<E, R>[]];

/** A rule as data: what the route's API reference and the access matrix test derive from. */
export interface OwnerSummary {
  kind: OwnershipKind;
  mode?: AccountUse;
  /** An identity rule site admins pass. */
  admins?: boolean;
}

export function summarize<E extends EndpointDefinition, R>(rule: Ownership<E, R>): OwnerSummary {
  if ('account' in rule) return { kind: 'account', mode: rule.mode };
  if ('record' in rule) return { kind: 'record', mode: rule.mode };
  if ('identity' in rule) return { kind: 'identity', admins: rule.admins === true };
  return { kind: 'self' };
}

export const rulesOf = <E extends EndpointDefinition, R>(owner: OwnershipRules<E, R> | undefined): readonly Ownership<E, R>[] =>
  owner === undefined ? [] : Array.isArray(owner) ? owner : [owner as Ownership<E, R>];

const claimHolds = (caller: Identity, claim: SelfClaim): boolean =>
  (claim.id === undefined || claim.id === caller.id) &&
  (claim.email === undefined || claim.email === caller.email) &&
  (claim.userId === undefined || claim.userId === caller.user?.id) &&
  (claim.createdAccount === undefined || claim.createdAccount === caller.createdAccountId);

async function checkRule<E extends EndpointDefinition, R>(rule: Ownership<E, R>, input: EndpointParsed<E>, caller: Identity | null): Promise<R | undefined> {
  if ('self' in rule) return undefined;
  if ('identity' in rule) {
    // Only non-public routes give identity rules: the guard has proven a caller.
    if (!caller || !(claimHolds(caller, rule.identity(input)) || (rule.admins && caller.user?.isAdmin))) throw new AppError('FORBIDDEN', rule.refused);
    return undefined;
  }
  if (!isMember(caller)) throw new AppError('PROFILE_MISSING', NO_PROFILE);
  if ('account' in rule) {
    if (!canUseAccount(caller, rule.account(input), rule.mode)) throw new AppError('NOT_YOUR_ACCOUNT', rule.refused ?? NOT_YOUR_ACCOUNT);
    return undefined;
  }
  const found = await rule.record(input);
  if (!found || !canUseAccount(caller, found.accountId, rule.mode)) throw new AppError('NOT_FOUND', rule.notFound);
  return found.record;
}

/** Checks a route's ownership rules in order; answers the record a rule of kind record loaded. */
export async function checkOwnership<E extends EndpointDefinition, R>(owner: OwnershipRules<E, R> | undefined, input: EndpointParsed<E>, caller: Identity | null): Promise<R | undefined> {
  let record: R | undefined;
  for (const rule of rulesOf(owner)) record = (await checkRule(rule, input, caller)) ?? record;
  return record;
}
