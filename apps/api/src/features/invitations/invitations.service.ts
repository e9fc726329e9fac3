import { capitalizeWords, personName } from '@persona/shared';
import { MESSAGES, type InviteBody } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/guards';
import type { Identity } from '../../lib/identity';
import { findUserByEmail } from '../accounts/accounts.queries';
import { toUser } from '../accounts/accounts.mappers';
import { accounts, users } from '../accounts/accounts.schema';
import { invitationMail } from './invitation-mail';
import { findValidInvitation, toInvitation, upsertInvitation } from './invitations.queries';
import { invitations } from './invitations.schema';

export const invalidInvitation = (app: FastifyInstance) => new AppError('NOT_FOUND', MESSAGES.invalidInvitation(app.config.SUPPORT_EMAIL));

/** POST /api/accounts/invite: a member invites an email into their own account and the mail goes out. */
export async function invite(app: FastifyInstance, inviter: Member, body: InviteBody) {
  if (inviter.user.accountId !== body.accountId) throw new AppError('FORBIDDEN', 'You can only invite people into your own account.');
  if (await findUserByEmail(app.database.db, body.email)) throw new AppError('CONFLICT', 'This email already belongs to a user of Persona Portal.');
  const row = await upsertInvitation(app.database.db, { accountId: body.accountId, email: body.email, invitedBy: inviter.user.id });
  const invitation = toInvitation({ ...row, accountName: inviter.account.name }, app.config.appUrl);
  try {
    await app.mailer.send(invitationMail(invitation.email, personName(inviter.user.name, inviter.user.lastname), capitalizeWords(invitation.accountName), invitation.url));
  } catch (err) {
    app.log.error({ err }, 'invitation mail failed');
    throw new AppError('UNAVAILABLE', 'The invitation was saved but its email could not be sent. Please invite again in a moment.');
  }
  return invitation;
}

/**
 * PATCH /api/accounts/{id}/users (the join step): the fresh identity presents an unexpired invitation for
 * that account and its own email; the user record is created and the invitation used up in one transaction.
 */
export async function join(app: FastifyInstance, identity: Identity, accountId: string, body: { userId: string; token: string }) {
  if (body.userId !== identity.id) throw new AppError('FORBIDDEN', 'You can only join as yourself.');
  if (identity.user) throw new AppError('CONFLICT', 'You already belong to an account.');
  const invitation = await findValidInvitation(app.database.db, body.token);
  if (!invitation || invitation.accountId !== accountId || invitation.email !== identity.email) throw invalidInvitation(app);
  return app.database.db.transaction(async (tx) => {
    const used = await tx.delete(invitations).where(eq(invitations.token, body.token)).returning();
    if (used.length === 0) throw invalidInvitation(app);
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const [row] = await tx
      .insert(users)
      .values({ id: identity.id, accountId, email: identity.email, name: identity.name, lastname: identity.lastname, company: account!.name })
      .returning();
    return toUser(row!);
  });
}

/** DELETE /api/accounts/invitation/{token}: the invitee (or a member of the account) removes it; gone is fine. */
export async function removeInvitation(app: FastifyInstance, identity: Identity, token: string) {
  const [row] = await app.database.db.select().from(invitations).where(eq(invitations.token, token));
  if (!row) return;
  const isInvitee = row.email === identity.email;
  const isMember = identity.user?.accountId === row.accountId;
  if (!isInvitee && !isMember) throw new AppError('FORBIDDEN', 'You cannot remove this invitation.');
  await app.database.db.delete(invitations).where(eq(invitations.token, token));
}
