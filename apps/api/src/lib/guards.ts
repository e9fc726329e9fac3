import { MESSAGES } from '@persona/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { Identity } from './identity';

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NO_PROFILE = 'Please complete your profile first.';
export const ADMINS_ONLY = 'Only site admins can do this.';
export const NOT_YOUR_ACCOUNT = 'You do not have access to this account.';

export type Member = Identity & { user: NonNullable<Identity['user']>; account: NonNullable<Identity['account']> };

/** Route guards, declared once per route scope as onRequest hooks (before body validation, so an anonymous caller gets 401, not 400); each assumes the one before it. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.identity) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  await requireSession(request);
  if (!request.identity!.user) throw new AppError('FORBIDDEN', NO_PROFILE);
}

/** Product calls: the account must be active (site admins are never gated). */
export async function requireActive(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const { user, account } = request.identity!;
  if (!user!.isAdmin && !account!.isActive) throw new AppError('FORBIDDEN', MESSAGES.notActivated);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.identity!.user!.isAdmin) throw new AppError('FORBIDDEN', ADMINS_ONLY);
}

/** The member behind a request that passed requireUser. */
export const memberOf = (request: FastifyRequest): Member => request.identity as Member;

/** Account scoping: reads are for members of the account and site admins; writes for members only. */
export function canUseAccount(request: FastifyRequest, accountId: string, access: 'read' | 'write' = 'read'): boolean {
  const { user } = memberOf(request);
  return user.accountId === accountId || (access === 'read' && user.isAdmin);
}

export function assertAccountAccess(request: FastifyRequest, accountId: string): void {
  if (!canUseAccount(request, accountId)) throw new AppError('FORBIDDEN', NOT_YOUR_ACCOUNT);
}

export function assertAccountMember(request: FastifyRequest, accountId: string): void {
  if (!canUseAccount(request, accountId, 'write')) throw new AppError('FORBIDDEN', NOT_YOUR_ACCOUNT);
}

/** A record of some account, if the caller may read (or write) it; otherwise 404, so ids reveal nothing. */
export function visibleTo<T>(request: FastifyRequest, found: { record: T; accountId: string } | null, notFound: string, access: 'read' | 'write' = 'read'): T {
  if (!found || !canUseAccount(request, found.accountId, access)) throw new AppError('NOT_FOUND', notFound);
  return found.record;
}
