import { capitalizeWords, personName } from '@persona/shared';
import { MESSAGES, type InviteBody } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Identity, Member } from '../../lib/http/caller';
import type { LimitStore } from '../../lib/limits';
import type { Mailer } from '../../lib/mail/mailer';
import { RateLimitedError, takeAll, type RateLimiter } from '../../lib/rate-limiter';
import { accounts, findUserByEmail, toUser, users } from '../accounts';
import { invitationMail } from './invitation-mail';
import { findValidInvitation, toInvitation, upsertInvitation } from './invitations.queries';
import { invitations } from './invitations.tables';

/** What the invitation calls need: the database, the mailer, the limits, and the addresses they write into texts. */
export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  supportEmail: string;
  limits: InvitationLimits;
}

export const TOO_MANY_INVITATIONS = 'Too many invitations for now. Please wait a while before inviting again.';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Invitation limits (docs/decisions.md, "Identity abuse, passwords and invitations"): INVITE_RATE_LIMIT_MEMBER_MAX
 * invitations a member an hour, INVITE_RATE_LIMIT_ADDRESS_MAX invitations an address a day (whichever accounts
 * send them), and at most one invitation mail per account and address every INVITE_MAIL_INTERVAL_MS.
 */
export interface InvitationLimits {
  byMember: RateLimiter;
  byAddress: RateLimiter;
  mails: RateLimiter;
}

export function createInvitationLimits(config: Config, store: LimitStore): InvitationLimits {
  return {
    byMember: store.limiter({ name: 'invite:member', points: config.INVITE_RATE_LIMIT_MEMBER_MAX, windowMs: HOUR_MS }),
    byAddress: store.limiter({ name: 'invite:address', points: config.INVITE_RATE_LIMIT_ADDRESS_MAX, windowMs: 24 * HOUR_MS }),
    mails: store.limiter({ name: 'invite:mail', points: 1, windowMs: config.INVITE_MAIL_INTERVAL_MS }),
  };
}

export const invalidInvitation = (supportEmail: string) => new AppError('INVITATION_INVALID', MESSAGES.invalidInvitation(supportEmail));

/**
 * POST /api/accounts/invite: a member invites an email into their own account (the route's ownership rule) and the mail goes out, unless
 * that account mailed that address within INVITE_MAIL_INTERVAL_MS (the invitation is renewed all the same).
 */
export async function invite(deps: InvitationDeps, inviter: Member, body: InviteBody) {
  const { byMember, byAddress, mails } = deps.limits;
  const verdict = await takeAll([
    { limiter: byMember, key: inviter.user.id },
    { limiter: byAddress, key: body.email },
  ]);
  if (!verdict.allowed) throw new RateLimitedError(verdict, TOO_MANY_INVITATIONS);
  if (await findUserByEmail(deps.db, body.email)) throw new AppError('EMAIL_TAKEN', 'This email already belongs to a user of Persona Portal.');
  const row = await upsertInvitation(deps.db, { accountId: body.accountId, email: body.email, invitedBy: inviter.user.id });
  const invitation = toInvitation({ ...row, accountName: inviter.account.name }, deps.appUrl);
  const mailKey = `${body.accountId}:${invitation.email}`;
  if (!(await mails.take(mailKey)).allowed) return invitation;
  try {
    await deps.mailer.send(invitationMail(invitation.email, personName(inviter.user.name, inviter.user.lastname), capitalizeWords(invitation.accountName), invitation.url));
  } catch (err) {
    deps.log.error({ err }, 'invitation mail failed');
    await mails.reset(mailKey); // not sent: the next invite may try again at once
    throw new AppError('MAIL_NOT_SENT', 'The invitation was saved but its email could not be sent. Please invite again in a moment.');
  }
  return invitation;
}

/**
 * PATCH /api/accounts/{id}/users (the join step): the fresh identity presents an unexpired invitation for
 * that account and its own email; the user record is created and the invitation used up in one transaction.
 */
export async function join(deps: InvitationDeps, identity: Identity, accountId: string, body: { token: string }) {
  if (identity.user) throw new AppError('ALREADY_REGISTERED', 'You already belong to an account.');
  const invitation = await findValidInvitation(deps.db, body.token);
  if (!invitation || invitation.accountId !== accountId || invitation.email !== identity.email) throw invalidInvitation(deps.supportEmail);
  return deps.db.transaction(async (tx) => {
    const used = await tx.delete(invitations).where(eq(invitations.token, body.token)).returning();
    if (used.length === 0) throw invalidInvitation(deps.supportEmail);
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const [row] = await tx
      .insert(users)
      .values({ id: identity.id, accountId, email: identity.email, name: identity.name, lastname: identity.lastname, company: account!.name })
      .returning();
    return toUser(row!);
  });
}

/**
 * DELETE /api/accounts/invitation/{token}: the invitee (who may have no account yet) or a member of the account
 * removes it; gone is fine. A member acts for the account, so an inactive account's member is refused (as on
 * every 'active' call); the invitee declines for themself, whatever their own account's state.
 */
export async function removeInvitation(db: Database, identity: Identity, token: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.token, token));
  if (!row) return;
  const isInvitee = row.email === identity.email;
  const isMember = identity.user?.accountId === row.accountId;
  if (!isInvitee && !isMember) throw new AppError('FORBIDDEN', 'You cannot remove this invitation.');
  if (!isInvitee && !identity.user!.isAdmin && !identity.account?.isActive) throw new AppError('ACCOUNT_INACTIVE', MESSAGES.notActivated);
  await db.delete(invitations).where(eq(invitations.token, token));
}
