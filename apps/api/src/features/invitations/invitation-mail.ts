import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/html/escape-html';

/** The invitation email: who invites, into which account, and the join link. */
export function invitationMail(to: string, inviterName: string, accountName: string, link: string): MailMessage {
  const subject = `${inviterName} invited you to ${accountName} on Persona Portal`;
  return {
    to,
    subject,
    link,
    text: `${subject}.\n\nJoin the team here (the link works for 7 days):\n${link}\n\nIf you did not expect this invitation, you can ignore this email.`,
    html: `<p>${escapeHtml(subject)}.</p><p><a href="${escapeHtml(link)}">Join the team</a> (the link works for 7 days).</p><p>If you did not expect this invitation, you can ignore this email.</p>`,
  };
}
