import { capitalizeWords, personName } from '@persona/shared';
import { MESSAGES, type InviteBody } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { OWNER_ONLY as OWNER_ONLY_MESSAGE } from '../../lib/http/access';
import { isMember as isMemberCaller, type Identity, type Member } from '../../lib/http/caller';
import type { LimitStore } from '../../lib/limits';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { RateLimitedError, takeAll, type RateLimiter } from '../../lib/rate-limiter';
import { accounts, findUserByEmail, toUser, users } from '../accounts';
import { actorOf, recordActivity } from '../activity';
import { invitationMail } from './invitation-mail';
import { findValidInvitation, toInvitation, upsertInvitation } from './invitations.queries';
import { invitations } from './invitations.tables';

/** What the invitation calls need: the database, the mail queue, the limits, and the addresses they write into texts. */
export interface InvitationDeps {
  db: Database;
  mail: MailQueue;
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
 * POST /api/accounts/invite: a member invites an email into their own account (the route's ownership rule) and its
 * mail is queued in the same transaction, unless that account mailed that address within INVITE_MAIL_INTERVAL_MS
 * (the invitation is renewed all the same). The mail job retries a mail server that is down; the invite succeeds.
 */
export async function invite(deps: InvitationDeps, inviter: Member, body: InviteBody) {
  const { byMember, byAddress, mails } = deps.limits;
  const verdict = await takeAll([
    { limiter: byMember, key: inviter.user.id },
    { limiter: byAddress, key: body.email },
  ]);
  if (!verdict.allowed) throw new RateLimitedError(verdict, TOO_MANY_INVITATIONS);
  if (await findUserByEmail(deps.db, body.email)) throw new AppError('EMAIL_TAKEN', 'This email already belongs to a user of Persona Portal.');
  let mailSlot: string | undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await upsertInvitation(tx, { accountId: body.accountId, email: body.email, invitedBy: inviter.user.id });
      const invitation = toInvitation({ ...row, accountName: inviter.account.name }, deps.appUrl);
      await recordActivity(tx, { accountId: body.accountId, action: 'invitation.sent', actor: actorOf(inviter), subject: invitation.email });
      const mailKey = `${body.accountId}:${invitation.email}`;
      if ((await mails.take(mailKey)).allowed) {
        mailSlot = mailKey;
        const inviterName = personName(inviter.user.name, inviter.user.lastname);
        await deps.mail.queue(tx, invitationMail(invitation.email, inviterName, capitalizeWords(invitation.accountName), invitation.url));
      }
      return invitation;
    });
  } catch (err) {
    // Nothing was written, no mail queued: the next invite may mail at once.
    if (mailSlot) await mails.reset(mailSlot);
    throw err;
  }
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
    const actor = { id: identity.id, name: personName(identity.name, identity.lastname), role: 'member' as const };
    await recordActivity(tx, { accountId, action: 'member.joined', actor, subject: identity.email });
    return toUser(row!);
  });
}

/**
 * DELETE /api/accounts/invitation/{token}: the invitee (who may have no account yet) declines it, or the account's
 * owner revokes it; gone is fine. The owner acts for the account, so an inactive account's owner is refused (as on
 * every 'active' call); the invitee declines for themself, whatever their own account's state. Either is logged
 * in the account's activity as the invitation revoked.
 */
export async function removeInvitation(db: Database, identity: Identity, token: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.token, token));
  if (!row) return;
  const isInvitee = row.email === identity.email;
  const isMember = isMemberCaller(identity) && identity.user.accountId === row.accountId;
  if (!isInvitee && !isMember) throw new AppError('FORBIDDEN', 'You cannot remove this invitation.');
  if (!isInvitee && !identity.user!.isAdmin && !identity.account?.isActive) throw new AppError('ACCOUNT_INACTIVE', MESSAGES.notActivated);
  if (!isInvitee && identity.account?.ownerId !== identity.user!.id) throw new AppError('OWNER_ONLY', OWNER_ONLY_MESSAGE);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(invitations).where(eq(invitations.token, token)).returning();
    if (gone.length === 0) return;
    const actor = isMemberCaller(identity) && isMember ? actorOf(identity) : null;
    await recordActivity(tx, { accountId: row.accountId, action: 'invitation.revoked', actor, subject: row.email, details: isInvitee ? { declined: true } : {} });
  });
}
